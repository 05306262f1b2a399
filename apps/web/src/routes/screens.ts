import type { RouteResource, ScreenLoader } from "./routeTypes.ts";

// One entry per screen that exists; each import becomes its own chunk (screens load lazily per route).
export const screens = {
  home: () => import("../features/home/HomePage.tsx").then((m) => ({ default: m.HomePage })),
  about: () => import("../features/home/AboutPage.tsx").then((m) => ({ default: m.AboutPage })),
  apps: () => import("../features/home/AppsPage.tsx").then((m) => ({ default: m.AppsPage })),
  install: () => import("../features/home/InstallPage.tsx").then((m) => ({ default: m.InstallPage })),
  support: () => import("../features/home/SupportPage.tsx").then((m) => ({ default: m.SupportPage })),
  help: () => import("../features/home/HelpPage.tsx").then((m) => ({ default: m.HelpPage })),
  tutorials: () => import("../features/home/TutorialsPage.tsx").then((m) => ({ default: m.TutorialsPage })),
  maintenance: () =>
    import("../features/home/MaintenancePage.tsx").then((m) => ({ default: m.MaintenancePage })),
  loading: () => import("../features/platform/LoadingPage.tsx").then((m) => ({ default: m.LoadingPage })),
  tenants: () => import("../features/platform/TenantsPage.tsx").then((m) => ({ default: m.TenantsPage })),
  login: () => import("../features/auth/LoginPage.tsx").then((m) => ({ default: m.LoginPage })),
  register: () => import("../features/auth/RegisterPage.tsx").then((m) => ({ default: m.RegisterPage })),
  check: () => import("../features/auth/CheckPage.tsx").then((m) => ({ default: m.CheckPage })),
  oauth: () =>
    import("../features/auth/OAuthCallbackPage.tsx").then((m) => ({ default: m.OAuthCallbackPage })),
  password: () => import("../features/my/PasswordPage.tsx").then((m) => ({ default: m.PasswordPage })),
  roles: () => import("../features/admin/RolesPage.tsx").then((m) => ({ default: m.RolesPage })),
  settings: () =>
    import("../features/admin/settings/SettingsPage.tsx").then((m) => ({ default: m.SettingsPage })),
  portalColors: () =>
    import("../features/admin/appearance/PortalColorsPage.tsx").then((m) => ({
      default: m.PortalColorsPage,
    })),
  whatsapp: () =>
    import("../features/admin/whatsapp/WhatsAppPage.tsx").then((m) => ({ default: m.WhatsAppPage })),
  permissionCatalog: () =>
    import("../features/admin/permissions/PermissionCatalogPage.tsx").then((m) => ({
      default: m.PermissionCatalogPage,
    })),
  admins: () => import("../features/admin/admins/AdminsPage.tsx").then((m) => ({ default: m.AdminsPage })),
  versions: () =>
    import("../features/admin/versions/VersionsPage.tsx").then((m) => ({ default: m.VersionsPage })),
  sitePortal: () => import("../features/site/PortalPage.tsx").then((m) => ({ default: m.PortalPage })),
  siteNews: () => import("../features/site/NewsPage.tsx").then((m) => ({ default: m.NewsPage })),
  sitePost: () => import("../features/site/PostPage.tsx").then((m) => ({ default: m.PostPage })),
  sitePage: () => import("../features/site/PagePage.tsx").then((m) => ({ default: m.PagePage })),
  siteCalendar: () => import("../features/site/CalendarPage.tsx").then((m) => ({ default: m.CalendarPage })),
  embed: () => import("../features/publish/EmbedPage.tsx").then((m) => ({ default: m.EmbedPage })),
  seed: () => import("../features/admin/seed/SeedPage.tsx").then((m) => ({ default: m.SeedPage })),
  imports: () => import("../features/imports/ImportsPage.tsx").then((m) => ({ default: m.ImportsPage })),
  importUsers: () =>
    import("../features/imports/ImportsPage.tsx").then((m) => ({ default: m.ImportUsersPage })),
  importItems: () =>
    import("../features/imports/ImportItemsPage.tsx").then((m) => ({ default: m.ImportItemsPage })),
  jobs: () => import("../features/jobs/JobsPage.tsx").then((m) => ({ default: m.JobsPage })),
  denied: () => import("../features/errors/DeniedPage.tsx").then((m) => ({ default: m.DeniedPage })),
  disabled: () => import("../features/errors/DisabledPage.tsx").then((m) => ({ default: m.DisabledPage })),
} satisfies Record<string, ScreenLoader>;

/**
 * The generic screens of a resource route (list, form, detail, children list), all in one chunk;
 * the route's resource is bound here because a screen receives no props from the router.
 */
export const resourceScreen =
  (resource: RouteResource): ScreenLoader =>
  () =>
    import("../features/resources/ResourceRouteScreen.tsx").then((m) => ({
      default: m.boundResourceScreen(resource),
    }));
