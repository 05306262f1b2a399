import type { Appearance } from "@quadra/shared";
import { configsOperations } from "@quadra/shared/operations/configs";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { tenants } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { loadSettings, saveSettings } from "./settingsStore.ts";

/** Read inside the transaction: the request's tenant row may come from the (short-lived) cache. */
const logosOf = async (tx: Executor, tenantId: string) => {
  const [row] = await tx
    .select({ light: tenants.logoLight, dark: tenants.logoDark })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound("Cliente não encontrado.");
  return row;
};

/**
 * The portal's colour and logos (/admin/portal/colors). The colour belongs to the settings document
 * and the logos to the directory record, which the app reads before it knows the backend; one
 * transaction writes both and publishes one change, so every open app refetches and repaints.
 */
export const registerAppearanceRoutes = (app: App) => {
  route(app, configsOperations, "appearance", async (request) => {
    const tenant = tenantOf(request);
    return ok(
      await inTenant(request, async (tx): Promise<Appearance> => {
        const { settings, version } = await loadSettings(tx, tenant.id);
        const logos = await logosOf(tx, tenant.id);
        return {
          primary_color: settings.colors.primary,
          logo_light: logos.light,
          logo_dark: logos.dark,
          version,
        };
      }),
    );
  });

  route(app, configsOperations, "saveAppearance", async (request) => {
    const tenant = tenantOf(request);
    const { version, primary_color, logo_light, logo_dark } = request.body;
    const saved = await inTenant(request, async (tx): Promise<Appearance> => {
      const before = { primary_color: (await loadSettings(tx, tenant.id)).settings.colors.primary };
      const beforeLogos = await logosOf(tx, tenant.id);
      const written = await saveSettings(tx, {
        tenantId: tenant.id,
        version,
        change: (current) => ({ ...current, colors: { ...current.colors, primary: primary_color } }),
      });
      // The directory row's own colour is what the console shows and new cells start from.
      await tx
        .update(tenants)
        .set({
          logoLight: logo_light,
          logoDark: logo_dark,
          primaryColor: primary_color,
          version: sql`${tenants.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, tenant.id));
      await writeAudit(tx, actorOf(request), [
        {
          action: "update",
          resource: "appearance",
          recordId: null,
          recordTitle: "Cores e logos do portal",
          changes: diffRecords(
            { ...before, logo_light: beforeLogos.light, logo_dark: beforeLogos.dark },
            { primary_color, logo_light, logo_dark },
          ),
        },
      ]);
      // A client event: the directory record changed (the app then refetches client and configs).
      await request.server.deps.realtime.publish(tx, {
        identifier: tenant.identifier,
        action: "update",
        record: { kind: "client", id: tenant.id, identifier: tenant.identifier },
      });
      return { primary_color, logo_light, logo_dark, version: written.version };
    });
    // This process answers the next directory call with the new logos even before the event is heard.
    request.server.deps.tenants.clear();
    return ok(saved, "Aparência salva. Os aplicativos abertos já mostram as novas cores.");
  });
};
