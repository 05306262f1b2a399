import {
  type CommonConfig,
  MODULE_KEYS,
  type ModuleKey,
  patchOf,
  type TenantSettings,
  ZCommonConfigVersioned,
  ZRegisterConfig,
  ZSupportConfig,
  ZTenantSettings,
  zEnvelope,
} from "@quadra/shared";
import { z } from "zod";
import { ok } from "../../platform/http/envelope.ts";
import { guard } from "../../platform/http/guard.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
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

// patchOf, not partial(): Zod 4 would fill unsent parts with their defaults (and wipe them). The
// WhatsApp credentials have their own route and permission.
const ZSettingsPatch = patchOf(ZTenantSettings.omit({ whatsapp: true })).extend({
  version: z.number().int().min(0),
});

export const registerConfigRoutes = (app: App) => {
  /** The three public reads differ only in which part of the settings document they answer. */
  const settingsRead = <T extends z.ZodType>(
    path: string,
    summary: string,
    result: T,
    pick: (input: { tenant: TenantContext; settings: TenantSettings; version: number }) => z.infer<T>,
  ) =>
    app.get(
      path,
      {
        config: guard({ auth: "public" }),
        // Widened: the generic result would otherwise defeat the type provider's reply inference.
        schema: { tags: ["configs"], summary, response: { 200: zEnvelope(result) as z.ZodType } },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const { settings, version } = await inTenant(request, (tx) => loadSettings(tx, tenant.id));
        return ok(pick({ tenant, settings, version }));
      },
    );

  settingsRead(
    "/configs/common",
    "The tenant's common configuration",
    ZCommonConfigVersioned,
    ({ tenant, settings, version }) => ({
      ...commonConfig(tenant, settings),
      version,
    }),
  );
  settingsRead("/configs/register", "Registration settings", ZRegisterConfig, ({ settings }) => ({
    register: settings.register,
    register_associations: settings.register_associations,
  }));
  settingsRead("/configs/support", "Support chat settings", ZSupportConfig, ({ settings }) => ({
    support: settings.support,
  }));

  app.patch(
    "/configs/common",
    {
      config: guard({ auth: "login", permissions: ["settings"] }),
      schema: {
        tags: ["configs"],
        summary: "Change the tenant's settings",
        body: ZSettingsPatch,
        response: { 200: zEnvelope(ZCommonConfigVersioned) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { version, ...patch } = request.body;
      const result = await inTenant(request, async (tx) => {
        const saved = await saveSettings(tx, {
          tenantId: tenant.id,
          version,
          change: (current) => ({ ...current, ...patch }),
        });
        await request.server.deps.realtime.publish(tx, {
          identifier: tenant.identifier,
          action: "update",
          record: { kind: "configs", identifier: tenant.identifier },
        });
        return saved;
      });
      return ok(
        { ...commonConfig(tenant, result.settings), version: result.version },
        "Configurações salvas.",
      );
    },
  );

  registerAppearanceRoutes(app);
};
