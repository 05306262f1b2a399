import { searchTerms } from "@quadra/shared";
import Fastify from "fastify";
import pg from "pg";

// The same cap as the framework's list, so both sides run the same SQL.
import { COUNT_CAP } from "../../apps/server/src/platform/resources/resourceStore.ts";

const COLUMNS = `"tenant_id", "id", "user_id", "user_name", "action", "resource", "record_id", "record_title", "ip", "changes", "search_text", "version", "created_at", "updated_at", "created_by", "updated_by"`;
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The baseline of the list benchmark: Fastify and a pg pool, nothing else. It runs the same SQL as
 * the framework's list of `logs` (the count capped over a subquery, then the page ordered by the
 * sort and id, as drizzle renders them) in one transaction with the same tenant setting and role,
 * so row-level security costs the same on both sides. No tenant lookup, no token, no validation
 * library, no envelope plugins: what remains between the two is the framework's own work.
 */
export const bareListApp = ({ url, tenantId }: { url: string; tenantId: string }) => {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  const app = Fastify({ logger: false });
  app.get("/t/:tenant/api/v1/logs", async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const perPage = Math.min(200, Math.max(1, Number(query.per_page) || 25));
    const page = Math.min(100_000, Math.max(1, Number(query.page) || 1));
    const terms = searchTerms(query.q);
    const params: unknown[] = [tenantId, ...terms.map((term) => `%${escapeLike(term)}%`)];
    const where = [
      `"audit_logs"."tenant_id" = $1`,
      ...terms.map((_, i) => `"audit_logs"."search_text" like $${i + 2}`),
    ].join(" and ");
    const next = params.length + 1;
    const client = await pool.connect();
    try {
      await client.query("begin");
      // The framework's scope, as database.ts sets it: tenant and role in one statement.
      await client.query(
        "select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)",
        [tenantId],
      );
      const counted = await client.query(
        `select count(*) from (select 1 from "audit_logs" where (${where}) limit $${next}) as matched`,
        [...params, COUNT_CAP + 1],
      );
      const offset = (page - 1) * perPage;
      const rows = await client.query(
        `select ${COLUMNS} from "audit_logs" where (${where}) order by "audit_logs"."created_at" desc, "audit_logs"."id" asc limit $${next}${offset ? ` offset $${next + 1}` : ""}`,
        offset ? [...params, perPage, offset] : [...params, perPage],
      );
      await client.query("commit");
      const total = Number(counted.rows[0].count);
      return {
        status: 1,
        result: {
          data: rows.rows,
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
