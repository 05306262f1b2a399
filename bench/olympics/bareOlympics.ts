import type { FastifyInstance } from "fastify";
import type pg from "pg";

type InTenant = <T>(fn: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/**
 * The baseline of the olympics benchmark, on the bare app of bench/competitions: `GET
 * olympics/:id/results` as one SQL statement that knows every event is a final between two teams
 * (the played final's winner gold, its loser silver), counts them per delegation (the team's
 * association) and orders by golds, silvers, bronzes. The product reads every competition's phases,
 * groups, duels and teams, computes its final classification (brackets, tables, ties), maps places to
 * delegations and runs the engine's medalTable and pointsTable with the edition's points per place.
 */
export const registerBareOlympicsRoutes = (app: FastifyInstance, inTenant: InTenant) => {
  app.get("/t/:tenant/api/v1/olympics/:id/results", async (request) => {
    const { id } = request.params as { id: string };
    const rows = await inTenant(
      async (client) =>
        (
          await client.query(
            `with finals as (
             select d.home_team_id, d.away_team_id, d.home_score, d.away_score
               from competitions c join duels d on d.competition_id = c.id
              where c.olympic_id = $1 and c.deleted_at is null and d.status = 'played'),
           placed as (
             select case when home_score > away_score then home_team_id else away_team_id end as team_id, 1 as place from finals
             union all
             select case when home_score > away_score then away_team_id else home_team_id end, 2 from finals)
           select m.id, m.name,
                  count(*) filter (where p.place = 1)::int as gold,
                  count(*) filter (where p.place = 2)::int as silver,
                  0 as bronze
             from olympicmembers m
             left join teams t on t.association_id = m.association_id
             left join placed p on p.team_id = t.id
            where m.olympic_id = $1
            group by m.id, m.name
            order by gold desc, silver desc, m.name`,
            [id],
          )
        ).rows,
    );
    return { status: 1, result: { medals: rows } };
  });
};
