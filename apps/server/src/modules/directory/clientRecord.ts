import type { Client } from "@quadra/shared";
import type { TenantRow } from "../../platform/tenancy/tenantContext.ts";

/** The directory record of spec §3; `backend` defaults to this deployment's `/t/<identifier>`. */
export const toClientRecord = (row: TenantRow, origin: string): Client => {
  const backend = row.backend ?? `${origin}/t/${row.identifier}`;
  return {
    backend,
    // The upload routes (POST/GET/DELETE uploads) are part of the tenant API, so files go to the
    // tenant's own backend unless a tenant is given a file server of its own.
    backend_upload: row.backendUpload ?? backend,
    backend_list: row.backendList,
    backend_upload_list: row.backendUploadList,
    hiddenmodules_identifiers: row.hiddenModules,
    public: row.isPublic,
    ai: row.ai,
    t9n: row.t9n,
    identifier: row.identifier,
    code: row.code,
    name: row.name,
    logos: { light: row.logoLight, dark: row.logoDark },
    d: row.debt,
  };
};
