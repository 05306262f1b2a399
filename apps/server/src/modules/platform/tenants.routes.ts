import { tenantsOperations } from "@quadra/shared/operations/tenants";
import { and, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { tenantHosts, tenants, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, notFound, staleVersion } from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { toTenantContext } from "../../platform/tenancy/tenantContext.ts";
import { issueOneTimeToken } from "../auth/oneTimeTokens.ts";
import { trustedWebOrigin } from "../auth/trustedOrigin.ts";
import { provisionTenant } from "./provisionTenant.ts";
import { toTenant, toTenantColumns } from "./tenantRecord.ts";

const FIRST_ACCESS_TTL_MS = 7 * 86_400_000;

const hostsOf = async (tx: Executor, ids: string[]) => {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = await tx
    .select()
    .from(tenantHosts)
    .where(inArray(tenantHosts.tenantId, ids))
    .orderBy(tenantHosts.host);
  for (const row of rows) map.set(row.tenantId, [...(map.get(row.tenantId) ?? []), row.host]);
  return map;
};

/** Hosts are unique across tenants: say which one is taken instead of a bare conflict. */
const assertHostsFree = async (tx: Executor, hosts: string[], tenantId: string | null) => {
  if (!hosts.length) return;
  const taken = await tx.select().from(tenantHosts).where(inArray(tenantHosts.host, hosts));
  const other = taken.find((row) => row.tenantId !== tenantId);
  if (other)
    throw conflict(`Hosts: ${other.host} já pertence a outro cliente.`, {
      hosts: `${other.host} já pertence a outro cliente.`,
    });
};

const assertUnique = async (
  tx: Executor,
  input: { identifier?: string; code?: string },
  tenantId: string | null,
) => {
  const checks = [
    ...(input.identifier ? [eq(tenants.identifier, input.identifier)] : []),
    ...(input.code ? [eq(tenants.code, input.code)] : []),
  ];
  if (!checks.length) return;
  const rows = await tx
    .select()
    .from(tenants)
    .where(or(...checks));
  for (const row of rows.filter((candidate) => candidate.id !== tenantId)) {
    if (input.identifier && row.identifier === input.identifier) {
      throw conflict("Identificador: já existe um cliente com esse identificador.", {
        identifier: "Já está em uso.",
      });
    }
    if (input.code && row.code === input.code) {
      throw conflict("Código: já existe um cliente com esse código.", { code: "Já está em uso." });
    }
  }
};

const assertHiddenWithinAvailable = (available: string[], hidden: string[]) => {
  const stray = hidden.filter((key) => !available.includes(key));
  if (stray.length) {
    throw invalidFields(
      { hidden_modules: `Só é possível ocultar módulos contratados (${stray.join(", ")} não está).` },
      FIELD_LABELS,
    );
  }
};

/** The platform console: super users create and run tenants. */
export const registerPlatformTenantRoutes = (app: App) => {
  const { realtime } = app.deps;
  const notifyChange = (
    tx: Executor,
    identifier: string,
    action: "create" | "update" | "delete",
    id: string,
  ) => realtime.publish(tx, { identifier, action, record: { kind: "client", id, identifier } });

  route(app, tenantsOperations, "list", async (request) => {
    const { q, page, per_page } = request.query;
    const where = q
      ? or(ilike(tenants.name, `%${q}%`), ilike(tenants.identifier, `%${q}%`), ilike(tenants.code, `%${q}%`))
      : undefined;
    const result = await request.server.deps.db.global(async (tx) => {
      const rows = await tx
        .select()
        .from(tenants)
        .where(where)
        .orderBy(tenants.name)
        .limit(per_page)
        .offset((page - 1) * per_page);
      const [total] = await tx.select({ n: count() }).from(tenants).where(where);
      const hosts = await hostsOf(
        tx,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toTenant(row, hosts.get(row.id) ?? [])), total: total?.n ?? 0 };
    });
    return ok({ ...result, page, per_page });
  });

  route(app, tenantsOperations, "one", async (request) =>
    ok(
      await request.server.deps.db.global(async (tx) => {
        const [row] = await tx.select().from(tenants).where(eq(tenants.id, request.params.id));
        if (!row) throw notFound("Cliente não encontrado.");
        return toTenant(row, (await hostsOf(tx, [row.id])).get(row.id) ?? []);
      }),
    ),
  );

  route(app, tenantsOperations, "create", async (request, reply) => {
    const { master, hosts, ...input } = request.body;
    assertHiddenWithinAvailable(input.available_modules, input.hidden_modules);
    const created = await request.server.deps.db.global(async (tx) => {
      await assertUnique(tx, input, null);
      await assertHostsFree(tx, hosts, null);
      const [row] = await tx
        .insert(tenants)
        .values(toTenantColumns(input) as typeof tenants.$inferInsert)
        .returning();
      if (!row) throw new Error("insert returned no row");
      if (hosts.length)
        await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId: row.id })));
      await provisionTenant(tx, { tenantId: row.id, title: row.name, primaryColor: input.primary_color });
      let firstAccess: { email: string; name: string; token: string } | undefined;
      if (master) {
        const [user] = await tx
          .insert(users)
          .values({
            tenantId: row.id,
            name: master.name,
            email: master.email.toLowerCase(),
            isMaster: true,
            verifyedAt: new Date(),
          })
          .returning();
        const token = await issueOneTimeToken(tx, {
          tenantId: row.id,
          userId: user!.id,
          purpose: "password_reset",
          ttlMs: FIRST_ACCESS_TTL_MS,
        });
        firstAccess = { email: user!.email!, name: user!.name, token };
      }
      await notifyChange(tx, row.identifier, "create", row.id);
      return { row, tenant: toTenant(row, hosts), firstAccess };
    });
    if (created.firstAccess) {
      // The link opens the new tenant's web app (its host, or a generic host with its code), not
      // the console's: on the console's branded host the token would be looked up in the wrong tenant.
      const origin = await trustedWebOrigin(request, toTenantContext(created.row));
      const link = `${origin}/login?reset=${encodeURIComponent(created.firstAccess.token)}&client=${encodeURIComponent(created.tenant.code)}`;
      await request.server.deps.mailer.send({
        to: created.firstAccess.email,
        subject: `${created.tenant.name}: seu acesso de administrador`,
        text: `Olá, ${created.firstAccess.name}.\n\nO portal ${created.tenant.name} foi criado e você é o administrador principal.\nCrie a sua senha em até 7 dias por este link: ${link}\n`,
      });
    }
    return reply.code(201).send(ok(created.tenant, "Cliente criado."));
  });

  route(app, tenantsOperations, "update", async (request) => {
    const { version, hosts, ...input } = request.body;
    const updated = await request.server.deps.db.global(async (tx) => {
      const [current] = await tx.select().from(tenants).where(eq(tenants.id, request.params.id));
      if (!current) throw notFound("Cliente não encontrado.");
      assertHiddenWithinAvailable(
        input.available_modules ?? current.availableModules,
        input.hidden_modules ?? current.hiddenModules,
      );
      await assertUnique(tx, input, current.id);
      const [row] = await tx
        .update(tenants)
        .set({ ...toTenantColumns(input), version: sql`${tenants.version} + 1`, updatedAt: new Date() })
        .where(and(eq(tenants.id, current.id), eq(tenants.version, version)))
        .returning();
      if (!row) throw staleVersion();
      if (hosts) {
        await assertHostsFree(tx, hosts, row.id);
        await tx.delete(tenantHosts).where(eq(tenantHosts.tenantId, row.id));
        if (hosts.length)
          await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId: row.id })));
      }
      await notifyChange(tx, current.identifier, "update", row.id);
      return toTenant(row, (await hostsOf(tx, [row.id])).get(row.id) ?? []);
    });
    request.server.deps.tenants.clear();
    return ok(updated, "Cliente salvo.");
  });

  route(app, tenantsOperations, "remove", async (request) => {
    if (request.params.id === tenantOf(request).id) {
      throw conflict("Não é possível excluir o cliente em que você está conectado.");
    }
    await request.server.deps.db.global(async (tx) => {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, request.params.id));
      if (!row) throw notFound("Cliente não encontrado.");
      if (request.body.confirm !== row.identifier) {
        throw invalidFields(
          { confirm: `Digite "${row.identifier}" para confirmar a exclusão.` },
          FIELD_LABELS,
        );
      }
      await tx.delete(tenants).where(eq(tenants.id, row.id));
      await notifyChange(tx, row.identifier, "delete", row.id);
    });
    request.server.deps.tenants.clear();
    return ok({}, "Cliente excluído com todos os seus dados.");
  });
};
