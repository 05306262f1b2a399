import { z } from "zod";

/** GET versions: what a support person needs to know about the server a portal runs on. */
export const ZVersions = z.object({
  api_version: z.string(),
  node_version: z.string(),
  started_at: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    server_version: z.string(),
    /** Migrations recorded as applied in the database, and those this build ships. */
    migrations_applied: z.number().int().nullable(),
    migrations_shipped: z.number().int(),
  }),
  web: z.object({
    /** The built web app is served by this server, and it includes the service worker (/sw.js). */
    served: z.boolean(),
    service_worker: z.boolean(),
  }),
});
export type Versions = z.infer<typeof ZVersions>;
