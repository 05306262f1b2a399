import type { App } from "../platform/http/types.ts";
import { registerPublicRoutes } from "../platform/resources/publicRoutes.ts";
import { registerResourceRoutes } from "../platform/resources/resourceRoutes.ts";
import { registerAdminRoutes } from "./admins/admins.routes.ts";
import { registerOAuthRoutes } from "./auth/oauth.routes.ts";
import { registerPasswordRoutes } from "./auth/password.routes.ts";
import { registerRegisterRoutes } from "./auth/register.routes.ts";
import { registerSessionRoutes } from "./auth/session.routes.ts";
import { registerConfigRoutes } from "./configs/configs.routes.ts";
import { registerImportRoutes } from "./imports/imports.routes.ts";
import { registerPlatformTenantRoutes } from "./platform/tenants.routes.ts";
import { registerRealtimeRoutes } from "./realtime/realtime.routes.ts";
import { registerCepRoutes } from "./regions/cep.routes.ts";
import { registerRoleRoutes } from "./roles/roles.routes.ts";
import { registerSeedRoutes } from "./seed/seed.routes.ts";
import { registerUploadRoutes } from "./uploads/uploads.routes.ts";
import { registerVersionRoutes } from "./versions/versions.routes.ts";
import { registerWhatsAppRoutes } from "./whatsapp/whatsapp.routes.ts";

/** Every tenant module registers here; each route declares its guard. */
export const registerTenantRoutes = (app: App) => {
  registerConfigRoutes(app);
  registerSessionRoutes(app);
  registerRegisterRoutes(app);
  registerPasswordRoutes(app);
  registerOAuthRoutes(app);
  registerRoleRoutes(app);
  registerAdminRoutes(app);
  registerRealtimeRoutes(app);
  registerPlatformTenantRoutes(app);
  registerUploadRoutes(app);
  registerResourceRoutes(app);
  registerImportRoutes(app);
  registerPublicRoutes(app);
  registerCepRoutes(app);
  registerSeedRoutes(app);
  registerWhatsAppRoutes(app);
  registerVersionRoutes(app);
};
