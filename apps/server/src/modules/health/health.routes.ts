import { sql } from "drizzle-orm";
import type { App } from "../../platform/http/types.ts";

/** 200 once the database answers; 503 otherwise (load balancers take the process out). */
export const registerHealthRoutes = (app: App) => {
  app.get("/healthz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await request.server.deps.db.global((tx) => tx.execute(sql`select 1`));
      return { status: 1, result: { db: "ok" } };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: 0, message: "Banco de dados indisponível." });
    }
  });
};
