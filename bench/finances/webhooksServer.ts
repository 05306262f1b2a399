/**
 * A server of the webhook benchmark in a process of its own (forked by webhooks.ts): the product's
 * server (bench/resources' serveBench, `framework`), or the bare baseline that only records each
 * delivery (one INSERT of its body, no check, no bill). Both seal and open with the same key.
 */
import Fastify from "fastify";
import pg from "pg";
import { configureSecretKey } from "../../apps/server/src/platform/security/secretBox.ts";
import { serveBench } from "../resources/benchServer.ts";

configureSecretKey({ secret: process.env.QUADRA_SECRET_KEY });

/** The baseline: POST any path, its JSON body recorded in bench_deliveries, 200. */
const bareWebhooksApp = ({ url }: { url: string; tenantId: string }) => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify();
  app.post("/*", async (request) => {
    await pool.query("insert into bench_deliveries (body) values ($1)", [JSON.stringify(request.body)]);
    return { status: 1, result: { received: true } };
  });
  app.addHook("onClose", () => pool.end());
  return app;
};

await serveBench(bareWebhooksApp as never);
