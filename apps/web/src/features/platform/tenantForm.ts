import type { Tenant, TenantInput } from "@quadra/shared";
import { ZTenantInput } from "@quadra/shared";
import dayjs from "dayjs";
import { DISPLAY_TIME_ZONE } from "../../i18n/dates.ts";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";

/** Form values: lists as arrays, URLs as text, the read-only date as a São Paulo `datetime-local`. */
export type TenantFormValues = Omit<
  TenantInput,
  "backend" | "backend_upload" | "logo_light" | "logo_dark" | "read_only_until"
> & {
  backend: string;
  backend_upload: string;
  logo_light: string;
  logo_dark: string;
  read_only_until: string;
};

export const emptyTenantValues = (): TenantFormValues => ({
  identifier: "",
  code: "",
  name: "",
  hosts: [],
  backend: "",
  backend_upload: "",
  backend_list: [],
  backend_upload_list: [],
  available_modules: [],
  hidden_modules: [],
  public: true,
  ai: false,
  t9n: ["pt-BR", "en"],
  logo_light: "",
  logo_dark: "",
  debt: false,
  read_only_until: "",
  primary_color: "blue",
});

const LOCAL_FORMAT = "YYYY-MM-DDTHH:mm";

export const tenantToValues = (tenant: Tenant): TenantFormValues => ({
  identifier: tenant.identifier,
  code: tenant.code,
  name: tenant.name,
  hosts: tenant.hosts,
  backend: tenant.backend ?? "",
  backend_upload: tenant.backend_upload ?? "",
  backend_list: tenant.backend_list,
  backend_upload_list: tenant.backend_upload_list,
  available_modules: tenant.available_modules as TenantFormValues["available_modules"],
  hidden_modules: tenant.hidden_modules as TenantFormValues["hidden_modules"],
  public: tenant.public,
  ai: tenant.ai,
  t9n: tenant.t9n,
  logo_light: tenant.logo_light ?? "",
  logo_dark: tenant.logo_dark ?? "",
  debt: tenant.debt,
  read_only_until: tenant.read_only_until
    ? dayjs(tenant.read_only_until).tz(DISPLAY_TIME_ZONE).format(LOCAL_FORMAT)
    : "",
  primary_color: tenant.primary_color as TenantFormValues["primary_color"],
});

/** Validates with the shared ZTenantInput and returns the body, or errors keyed by field. */
export const validateTenant = (values: TenantFormValues) => {
  const candidate = {
    ...values,
    backend: values.backend.trim() || null,
    backend_upload: values.backend_upload.trim() || null,
    logo_light: values.logo_light.trim() || null,
    logo_dark: values.logo_dark.trim() || null,
    // The date is typed in São Paulo time; the API wants an ISO date-time with offset.
    read_only_until: values.read_only_until
      ? dayjs.tz(values.read_only_until, DISPLAY_TIME_ZONE).format()
      : null,
  };
  const parsed = ZTenantInput.safeParse(candidate);
  return parsed.success
    ? { body: parsed.data, errors: {} as Record<string, string> }
    : { body: null, errors: issuesToErrors(parsed.error.issues) };
};
