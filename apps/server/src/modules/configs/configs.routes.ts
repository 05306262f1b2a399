import {
  COMMON_CONFIG_SPEC_FIELDS,
  type CommonConfig,
  MODULE_KEYS,
  type ModuleKey,
  type TenantSettings,
} from "@quadra/shared";
import { configsOperations } from "@quadra/shared/operations/configs";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import type { TenantContext } from "../../platform/tenancy/tenantContext.ts";
import { registerAppearanceRoutes } from "./appearance.routes.ts";
import { loadSettings, saveSettings } from "./settingsStore.ts";

// configs/common is public: the private parts of the document (WhatsApp credentials) never leave.
const commonConfig = (
  tenant: TenantContext,
  { whatsapp: _private, ...settings }: TenantSettings,
): CommonConfig => ({
  ...settings,
  colors: { primary: settings.colors.primary },
  available_modules: tenant.modules.filter((key): key is ModuleKey => MODULE_KEYS.includes(key)),
  read_only_until: tenant.row.readOnlyUntil?.toISOString() ?? null,
  debt: tenant.row.debt,
});

/**
 * The answer of a public read: the part under `result` (where this app's API client reads it) and
 * the fields spec §7 names beside `status` (where a client written to the spec reads them).
 */
const specAnswer = <R extends object, K extends keyof R>(result: R, topLevel: readonly K[]) => ({
  status: 1 as const,
  ...(Object.fromEntries(topLevel.map((key) => [key, result[key]])) as Pick<R, K>),
  result,
});

export const registerConfigRoutes = (app: App) => {
  /** The three public reads differ only in which part of the settings document they answer. */
  const settingsOf = async (request: FastifyRequest) => {
    const tenant = tenantOf(request);
    return { tenant, ...(await inTenant(request, (tx) => loadSettings(tx, tenant.id))) };
  };

  route(app, configsOperations, "common", async (request) => {
    const { tenant, settings, version } = await settingsOf(request);
    return specAnswer({ ...commonConfig(tenant, settings), version }, COMMON_CONFIG_SPEC_FIELDS);
  });
  route(app, configsOperations, "register", async (request) => {
    const { settings } = await settingsOf(request);
    return specAnswer(
      { register: settings.register, register_associations: settings.register_associations },
      ["register", "register_associations"],
    );
  });
  route(app, configsOperations, "support", async (request) => {
    const { settings } = await settingsOf(request);
    return specAnswer({ support: settings.support }, ["support"]);
  });

  route(app, configsOperations, "saveCommon", async (request) => {
    const tenant = tenantOf(request);
    const { version, ...patch } = request.body;
    const result = await inTenant(request, async (tx) => {
      // What the log compares with: the settings saveSettings read (not a second read of them).
      let before: Record<string, unknown> = {};
      const saved = await saveSettings(tx, {
        tenantId: tenant.id,
        version,
        change: (current) => {
          before = current;
          return { ...current, ...patch };
        },
      });
      // Who changed the portal's settings, and what (the registration rules, the support contacts…).
      await writeAudit(tx, actorOf(request), [
        {
          action: "update",
          resource: "configs",
          recordId: null,
          recordTitle: "Configurações do portal",
          changes: diffRecords(before, saved.settings),
        },
      ]);
      await request.server.deps.realtime.publish(tx, {
        identifier: tenant.identifier,
        action: "update",
        record: { kind: "configs", identifier: tenant.identifier },
      });
      return saved;
    });
    return ok({ ...commonConfig(tenant, result.settings), version: result.version }, "Configurações salvas.");
  });

  registerAppearanceRoutes(app);
};
