import { type ClientAnswer, ZClientAnswer, ZClientQuery } from "@quadra/shared";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { App } from "../../platform/http/types.ts";
import { findTenantByCode } from "../../platform/tenancy/tenantContext.ts";
import { toClientRecord } from "./clientRecord.ts";

/** The tenant directory: which backend, logos and flags a host or a client code belongs to. */
export const registerDirectoryRoutes = (app: App) => {
  app.get(
    "/api/v1/quadra/client",
    {
      schema: {
        tags: ["directory"],
        summary: "Find a tenant by host or by client code",
        querystring: ZClientQuery,
        response: { 200: ZClientAnswer },
      },
    },
    async (request): Promise<ClientAnswer> => {
      const { host, code } = request.query;
      const { db, tenants } = request.server.deps;
      const row = code ? await db.global((tx) => findTenantByCode(tx, code)) : await tenants.byHost(host!);
      if (!row) {
        throw notFound(
          code
            ? `Nenhum cliente com o código "${code}". Confira o código com a sua federação.`
            : "Nenhum cliente neste endereço.",
        );
      }
      const client = toClientRecord(row, `${request.protocol}://${request.host}`);
      // `client` is where spec §7 reads the record; `result` is where this app's API client does.
      return { ...ok(client), client };
    },
  );
};
