import type { ModuleKey, PermissionKey } from "@quadra/shared";

/**
 * What a tenant route declares about who may call it. Every tenant route must declare one: the
 * server refuses to start otherwise, and a snapshot test lists them all.
 */
export type RouteGuard = {
  auth: "public" | "login" | "super";
  permissions?: PermissionKey[];
  modules?: ModuleKey[];
  /** May run while the tenant is read-only (it changes no business data: login, logout, check). */
  allowReadOnly?: boolean;
};

export const guard = (value: RouteGuard) => ({ guard: value });
