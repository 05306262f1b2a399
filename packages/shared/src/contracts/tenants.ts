import { z } from "zod";
import { MODULE_KEYS } from "../modules.ts";
import { ZTenantSettings } from "./configs.ts";
import { patchOf } from "./patch.ts";

const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, "Use só letras minúsculas, números e hífen (até 40).");

const ZHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/,
    "Host inválido.",
  );

const ZModuleList = z.array(z.enum(MODULE_KEYS as [string, ...string[]]));
const ZUrlOrNull = z.union([z.url("URL inválida."), z.literal("").transform(() => null), z.null()]);

/** A tenant as the platform console (super users) edits it. */
export const ZTenantInput = z.object({
  identifier: ZSlug,
  code: ZSlug,
  name: z.string().trim().min(2, "Informe o nome do cliente.").max(160),
  hosts: z.array(ZHost).max(20).default([]),
  backend: ZUrlOrNull.default(null),
  backend_upload: ZUrlOrNull.default(null),
  backend_list: z.array(z.url("URL inválida.")).max(10).default([]),
  backend_upload_list: z.array(z.url("URL inválida.")).max(10).default([]),
  available_modules: ZModuleList.default([]),
  hidden_modules: ZModuleList.default([]),
  public: z.boolean().default(true),
  ai: z.boolean().default(false),
  t9n: z.array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/)).default(["pt-BR", "en"]),
  logo_light: ZUrlOrNull.default(null),
  logo_dark: ZUrlOrNull.default(null),
  debt: z.boolean().default(false),
  read_only_until: z.iso.datetime({ offset: true, error: "Data e hora inválidas." }).nullable().default(null),
  primary_color: ZTenantSettings.shape.colors.shape.primary.default("blue"),
});
export type TenantInput = z.infer<typeof ZTenantInput>;

/** Only the fields sent are changed: no defaults (see patchOf). */
export const ZTenantPatch = patchOf(ZTenantInput).extend({ version: z.number().int().min(0) });

export const ZTenant = z.object({
  id: z.string(),
  identifier: z.string(),
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  backend: z.string().nullable(),
  backend_upload: z.string().nullable(),
  backend_list: z.array(z.string()),
  backend_upload_list: z.array(z.string()),
  available_modules: z.array(z.string()),
  hidden_modules: z.array(z.string()),
  public: z.boolean(),
  ai: z.boolean(),
  t9n: z.array(z.string()),
  logo_light: z.string().nullable(),
  logo_dark: z.string().nullable(),
  debt: z.boolean(),
  read_only_until: z.string().nullable(),
  primary_color: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tenant = z.infer<typeof ZTenant>;

/** The platform console's list: a search over name, identifier and code, by pages. */
export const ZTenantListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZTenantCreate = ZTenantInput.extend({
  /** The tenant's first master: created without a password and mailed a link to choose one. */
  master: z
    .object({
      name: z.string().trim().min(3, "Informe o nome.").max(160),
      email: z.email("E-mail inválido."),
    })
    .optional(),
});
export type TenantCreate = z.input<typeof ZTenantCreate>;

/** Deleting a tenant takes its identifier typed again. */
export const ZTenantDelete = z.object({
  confirm: z.string({ error: "Digite o identificador do cliente para confirmar." }),
});
