import type { Tenant, TenantInput } from "@quadra/shared";
import type { tenants } from "../../platform/db/schema/index.ts";
import type { TenantRow } from "../../platform/tenancy/tenantContext.ts";

export const toTenant = (row: TenantRow, hosts: string[]): Tenant => ({
  id: row.id,
  identifier: row.identifier,
  code: row.code,
  name: row.name,
  hosts,
  backend: row.backend,
  backend_upload: row.backendUpload,
  backend_list: row.backendList,
  backend_upload_list: row.backendUploadList,
  available_modules: row.availableModules,
  hidden_modules: row.hiddenModules,
  public: row.isPublic,
  ai: row.ai,
  t9n: row.t9n,
  logo_light: row.logoLight,
  logo_dark: row.logoDark,
  debt: row.debt,
  read_only_until: row.readOnlyUntil?.toISOString() ?? null,
  primary_color: row.primaryColor,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Maps the console's fields to columns; only the fields present are written (PATCH). */
export const toTenantColumns = (input: Partial<TenantInput>): Partial<typeof tenants.$inferInsert> => {
  const columns: Partial<typeof tenants.$inferInsert> = {};
  const set = <K extends keyof typeof tenants.$inferInsert>(
    key: K,
    value: (typeof tenants.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) columns[key] = value;
  };
  set("identifier", input.identifier);
  set("code", input.code);
  set("name", input.name);
  set("backend", input.backend);
  set("backendUpload", input.backend_upload);
  set("backendList", input.backend_list);
  set("backendUploadList", input.backend_upload_list);
  set("availableModules", input.available_modules);
  set("hiddenModules", input.hidden_modules);
  set("isPublic", input.public);
  set("ai", input.ai);
  set("t9n", input.t9n);
  set("logoLight", input.logo_light);
  set("logoDark", input.logo_dark);
  set("debt", input.debt);
  if (input.read_only_until !== undefined) {
    columns.readOnlyUntil = input.read_only_until === null ? null : new Date(input.read_only_until);
  }
  set("primaryColor", input.primary_color);
  return columns;
};
