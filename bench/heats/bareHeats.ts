import type { FastifyInstance } from "fastify";
import type pg from "pg";

type InTenant = <T>(fn: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/**
 * The baseline of the heats benchmark, on the bare app of bench/competitions: `PUT heats/:id/marks`
 * as one UPDATE of the typed marks (numbers only: no times in minutes, no DNS/DNF/DQ/NM, no field
 * errors), one UPDATE of the heat's places by a window `rank()` (ties share), and the SELECT of the
 * heat's entries. The product also locks the heat, checks the competition, parses every mark,
 * ranks with the engine, audits each changed entry, sets the heat official, keeps Q/q and the
 * record, notifies and answers the heat with names.
 */
export const registerBareHeatRoutes = (app: FastifyInstance, inTenant: InTenant) => {
  app.put("/t/:tenant/api/v1/heats/:id/marks", async (request, reply) => {
    const { id } = request.params as { id: string };
    const { marks } = request.body as { marks: { entry_id: string; value: string }[] };
    const answer = await inTenant(async (client) => {
      const values = marks.map((_, i) => `($${i * 2 + 2}::uuid, $${i * 2 + 3}::double precision)`).join(", ");
      await client.query(
        `update heatentries e set mark = v.mark, updated_at = now(), version = e.version + 1
           from (values ${values}) as v(id, mark) where e.id = v.id and e.heat_id = $1`,
        [id, ...marks.flatMap((m) => [m.entry_id, Number(m.value.replace(",", "."))])],
      );
      await client.query(
        `update heatentries e set place = r.place
           from (select id, rank() over (order by mark) as place from heatentries
                 where heat_id = $1 and mark is not null) r
          where e.id = r.id and e.place is distinct from r.place`,
        [id],
      );
      const entries = await client.query("select * from heatentries where heat_id = $1 order by lane", [id]);
      return entries.rows;
    });
    if (!answer.length) return reply.code(404).send({ status: 0, message: "Bateria não encontrada." });
    return { status: 1, result: { entries: answer } };
  });
};
