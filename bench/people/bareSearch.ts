import { PgDialect } from "drizzle-orm/pg-core";
import Fastify from "fastify";
import pg from "pg";
import {
  peopleAssociationsSql,
  peopleCountSql,
  peoplePageSql,
  peopleTermsOf,
} from "../../apps/server/src/modules/publicsearch/publicPeopleSql.ts";
import { COUNT_CAP } from "../../apps/server/src/platform/resources/resourceStore.ts";

const dialect = new PgDialect();

/**
 * The baseline of the public search benchmark: Fastify and a pg pool running the very statements of
 * the server's people search (rendered from the same drizzle `sql` objects: count capped, page,
 * associations of the page), in one transaction with the same tenant setting and role. No token, no
 * settings read, no validation library, no envelope plugins.
 */
export const bareSearchApp = ({ url, tenantId }: { url: string; tenantId: string }) => {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  const app = Fastify({ logger: false });
  app.get("/t/:tenant/api/v1/public/search/users", async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const perPage = Math.min(50, Math.max(1, Number(query.per_page) || 20));
    const page = Math.max(1, Number(query.page) || 1);
    const terms = peopleTermsOf(query.q);
    const client = await pool.connect();
    const run = async (statement: Parameters<PgDialect["sqlToQuery"]>[0]) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      return (await client.query(sql, params)).rows;
    };
    try {
      await client.query("begin");
      await client.query(
        "select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)",
        [tenantId],
      );
      const [counted] = await run(peopleCountSql({ tenantId, terms, cap: COUNT_CAP }));
      const rows = await run(
        peoplePageSql({ tenantId, terms, limit: perPage, offset: (page - 1) * perPage }),
      );
      const clubs = rows.length
        ? await run(peopleAssociationsSql({ tenantId, ids: rows.map((row) => row.id) }))
        : [];
      await client.query("commit");
      const total = Number(counted?.n ?? 0);
      return {
        status: 1,
        result: {
          data: rows.map((row) => ({
            ...row,
            associations: clubs.filter((club) => club.user_id === row.id).map((club) => club.name),
          })),
          total: Math.min(total, COUNT_CAP),
          total_capped: total > COUNT_CAP,
          page,
          per_page: perPage,
        },
      };
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
  app.addHook("onClose", () => pool.end());
  return app;
};
