import { PERMISSIONS } from "@quadra/shared";
import { rolesOperations } from "@quadra/shared/operations/roles";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { roles, userRoles, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import {
  conflict,
  invalidFields,
  notFound,
  staleVersion,
  violatedUniqueIndex,
} from "../../platform/http/errors.ts";
import { FIELD_LABELS } from "../../platform/http/fieldLabels.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { assertCanDelegate } from "./delegation.ts";
import { toRole } from "./roleRecord.ts";

/** One entry of the audit log for a role created, changed or deleted (who may do what changed). */
const auditRole = (
  tx: Executor,
  request: FastifyRequest,
  action: "create" | "update" | "delete",
  role: { id: string; name: string },
  changes: Record<string, unknown>,
) =>
  writeAudit(tx, actorOf(request), [
    { action, resource: "roles", recordId: role.id, recordTitle: role.name, changes },
  ]);

const usersPerRole = async (tx: Executor, ids: string[]) => {
  if (!ids.length) return new Map<string, number>();
  const rows = await tx
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, ids))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((row) => [row.roleId, row.n]));
};

const NAME_TAKEN = "Já existe um papel com esse nome.";
/** Role names are unique per tenant whatever their case: say so on the field, not as a bare 409. */
const nameTaken = (error: unknown): never => {
  if (violatedUniqueIndex(error) === "roles_tenant_name_key")
    throw conflict(`Nome: ${NAME_TAKEN.toLowerCase()}`, { name: NAME_TAKEN });
  throw error;
};

const findRole = async (tx: Executor, id: string) => {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw notFound("Papel não encontrado.");
  return row;
};

/**
 * Only one default role (a unique index says so): making one the default takes the flag from the
 * others, before the write, or the index refuses it.
 */
const clearOtherDefaults = (tx: Executor, keepId: string | null) =>
  tx
    .update(roles)
    .set({ isDefault: false })
    .where(
      keepId ? and(eq(roles.isDefault, true), sql`${roles.id} <> ${keepId}`) : eq(roles.isDefault, true),
    );

export const registerRoleRoutes = (app: App) => {
  route(app, rolesOperations, "permissions", async () =>
    ok(
      Object.entries(PERMISSIONS).map(([key, def]) => ({
        key,
        label: def.label["pt-BR"],
        label_en: def.label.en,
        group: def.group,
      })),
    ),
  );

  route(app, rolesOperations, "list", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const rows = await tx.select().from(roles).orderBy(roles.name);
        const counts = await usersPerRole(
          tx,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toRole(row, counts.get(row.id) ?? 0));
      }),
    ),
  );

  route(app, rolesOperations, "one", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const row = await findRole(tx, request.params.id);
        return toRole(row, (await usersPerRole(tx, [row.id])).get(row.id) ?? 0);
      }),
    ),
  );

  route(app, rolesOperations, "create", async (request, reply) => {
    const tenant = tenantOf(request);
    assertCanDelegate(authOf(request).principal, [request.body]);
    const role = await inTenant(request, async (tx) => {
      if (request.body.is_default) await clearOtherDefaults(tx, null);
      const [row] = await tx
        .insert(roles)
        .values({ tenantId: tenant.id, ...request.body, isDefault: request.body.is_default })
        .returning();
      const role = toRole(row!, 0);
      await auditRole(tx, request, "create", role, { after: role });
      return role;
    }).catch(nameTaken);
    return reply.code(201).send(ok(role, "Papel criado."));
  });

  route(app, rolesOperations, "update", async (request) => {
    const { version, is_default, ...rest } = request.body;
    const role = await inTenant(request, async (tx) => {
      const current = await findRole(tx, request.params.id);
      // Both what the role holds now and what it will hold must be within the editor's reach.
      assertCanDelegate(authOf(request).principal, [
        current,
        { permissions: rest.permissions ?? [], admin: rest.admin ?? false },
      ]);
      if (is_default && current.version === version) await clearOtherDefaults(tx, current.id);
      const [row] = await tx
        .update(roles)
        .set({
          ...rest,
          ...(is_default === undefined ? {} : { isDefault: is_default }),
          version: sql`${roles.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(roles.id, request.params.id), eq(roles.version, version)))
        .returning();
      if (!row) throw staleVersion();
      const role = toRole(row, (await usersPerRole(tx, [row.id])).get(row.id) ?? 0);
      await auditRole(tx, request, "update", role, diffRecords(toRole(current, role.users_count), role));
      return role;
    }).catch(nameTaken);
    return ok(role, "Papel salvo.");
  });

  route(app, rolesOperations, "remove", async (request) => {
    await inTenant(request, async (tx) => {
      const current = await findRole(tx, request.params.id);
      assertCanDelegate(authOf(request).principal, [current]);
      await tx.delete(roles).where(eq(roles.id, request.params.id));
      await auditRole(tx, request, "delete", toRole(current, 0), { before: toRole(current, 0) });
    });
    return ok({}, "Papel excluído.");
  });

  route(app, rolesOperations, "userRoles", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
        if (!user) throw notFound("Pessoa não encontrada.");
        const rows = await tx
          .select({ id: userRoles.roleId })
          .from(userRoles)
          .where(eq(userRoles.userId, user.id));
        return { role_ids: rows.map((row) => row.id) };
      }),
    ),
  );

  route(app, rolesOperations, "setUserRoles", async (request) => {
    const tenant = tenantOf(request);
    const roleIds = [...new Set(request.body.role_ids)];
    await inTenant(request, async (tx) => {
      const [user] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (!user) throw notFound("Pessoa não encontrada.");
      if (roleIds.length) {
        const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
        if (found.length !== roleIds.length)
          throw invalidFields({ role_ids: "Algum papel escolhido não existe." }, FIELD_LABELS);
      }
      // Every role given or taken away must be one the editor could hand out.
      const current = await tx
        .select({ id: userRoles.roleId })
        .from(userRoles)
        .where(eq(userRoles.userId, user.id));
      const currentIds = current.map((row) => row.id);
      const changed = [
        ...roleIds.filter((id) => !currentIds.includes(id)),
        ...currentIds.filter((id) => !roleIds.includes(id)),
      ];
      if (changed.length) {
        assertCanDelegate(
          authOf(request).principal,
          await tx
            .select({ permissions: roles.permissions, admin: roles.admin })
            .from(roles)
            .where(inArray(roles.id, changed)),
        );
      }
      await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
      if (roleIds.length) {
        await tx
          .insert(userRoles)
          .values(roleIds.map((roleId) => ({ tenantId: tenant.id, userId: user.id, roleId })));
      }
      // What a person may do changed: the log names the roles given and taken away.
      if (changed.length) {
        const names = new Map(
          (
            await tx
              .select({ id: roles.id, name: roles.name })
              .from(roles)
              .where(inArray(roles.id, [...new Set([...currentIds, ...roleIds])]))
          ).map((role) => [role.id, role.name]),
        );
        const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id).sort();
        await writeAudit(tx, actorOf(request), [
          {
            action: "update",
            resource: "users",
            recordId: user.id,
            recordTitle: user.name,
            changes: { before: { roles: named(currentIds) }, after: { roles: named(roleIds) } },
          },
        ]);
      }
    });
    return ok({ role_ids: roleIds }, "Papéis atualizados.");
  });
};
