import Fastify from "fastify";
import pg from "pg";
import { registerBareHeatRoutes } from "../heats/bareHeats.ts";
import { registerBareOlympicsRoutes } from "../olympics/bareOlympics.ts";

/**
 * The baselines of the competitions benchmarks: Fastify and a pg pool, nothing else, answering the
 * same paths as the product's server so the benchmark points the same client at either. Each
 * request is one transaction with the framework's tenant scope (tenant setting and the app role in
 * one statement), so row-level security costs the same on both sides. No tenant lookup, no session,
 * no validation, no engine, no audit, no envelope plugins.
 *
 * - `PUT duels/:id/result`: the one UPDATE of the duel's result, then the SELECT of its group's
 *   duels (what a table is computed from). The product's server also locks and checks the duel, reads
 *   the regulation, audits, notifies and computes the table with the engine.
 * - `GET public/competitions/:id`: the competition, its groups, its approved teams and its duels in
 *   one JSON. The product's server also computes every group's table with explanations and zones,
 *   the brackets and the teams' cards.
 */
export const bareCompetitionsApp = ({ url, tenantId }: { url: string; tenantId: string }) => {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  const app = Fastify({ logger: false });

  const inTenant = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        "select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)",
        [tenantId],
      );
      const result = await fn(client);
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  app.put("/t/:tenant/api/v1/duels/:id/result", async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = request.body as { home_score: number; away_score: number };
    const answer = await inTenant(async (client) => {
      const updated = await client.query(
        `update duels set home_score = $2, away_score = $3, status = 'played', result_at = now(),
           updated_at = now(), version = version + 1
         where id = $1 returning *`,
        [id, body.home_score, body.away_score],
      );
      const duel = updated.rows[0];
      if (!duel) return null;
      const group = await client.query(
        `select d.* from duels d join rounds r on r.id = d.round_id
         where r.group_id = (select group_id from rounds where id = $1)
         order by r.number, d.number`,
        [duel.round_id],
      );
      return { duel, duels: group.rows };
    });
    if (!answer) return reply.code(404).send({ status: 0, message: "Partida não encontrada." });
    return { status: 1, result: answer };
  });

  app.get("/t/:tenant/api/v1/public/competitions/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    const answer = await inTenant(async (client) => {
      const competition = await client.query(
        `select * from competitions where id = $1 and public and deleted_at is null
           and status in ('registration', 'running', 'finished')`,
        [id],
      );
      if (!competition.rows[0]) return null;
      const groups = await client.query(
        `select g.*, p.name as phase_name from competitiongroups g join phases p on p.id = g.phase_id
         where p.competition_id = $1 order by p.position, g.name`,
        [id],
      );
      const teams = await client.query(
        `select t.id, t.name, a.id as association_id, a.name as association_name
         from teams t join associations a on a.id = t.association_id
         where t.competition_id = $1 and t.status = 'approved' and t.deleted_at is null order by t.name`,
        [id],
      );
      const duels = await client.query(
        `select d.*, r.number as round_number, r.name as round_name, g.id as group_id, g.name as group_name
         from duels d join rounds r on r.id = d.round_id join competitiongroups g on g.id = r.group_id
           join phases p on p.id = g.phase_id
         where p.competition_id = $1 order by p.position, r.number, d.number`,
        [id],
      );
      return { competition: competition.rows[0], groups: groups.rows, teams: teams.rows, duels: duels.rows };
    });
    if (!answer) return reply.code(404).send({ status: 0, message: "Competição não encontrada." });
    return { status: 1, result: answer };
  });

  // bench/heats: a heat's marks (bareHeats.ts).
  registerBareHeatRoutes(app, inTenant);
  registerBareOlympicsRoutes(app, inTenant);

  app.addHook("onClose", () => pool.end());
  return app;
};
