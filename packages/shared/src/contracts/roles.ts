import { z } from "zod";
import { PERMISSION_KEYS } from "../permissions.ts";
import { patchOf } from "./patch.ts";

export const ZRoleInput = z.object({
  name: z.string().trim().min(2, "Informe o nome do papel.").max(80),
  description: z.string().trim().max(300).default(""),
  permissions: z
    .array(z.enum(PERMISSION_KEYS as [string, ...string[]], { error: "Permissão desconhecida." }))
    .default([]),
  /** Gives its holders the administration area (the `admin` flag of the session). */
  admin: z.boolean().default(false),
  /** The role newly registered people receive. Only one role per tenant is the default. */
  is_default: z.boolean().default(false),
});
export type RoleInput = z.infer<typeof ZRoleInput>;

export const ZRole = ZRoleInput.extend({
  id: z.string(),
  version: z.number().int(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof ZRole>;

export const ZUserRolesBody = z.object({ role_ids: z.array(z.uuid()).max(50) });

/** One entry of GET permissions: the registry as data, labels in both locales. */
export const ZPermissionEntry = z.object({
  key: z.string(),
  label: z.string(),
  label_en: z.string(),
  group: z.string(),
});
export type PermissionEntry = z.infer<typeof ZPermissionEntry>;

/** A role's change: only the fields sent, with the version read (a stale one answers 409). */
export const ZRolePatch = patchOf(ZRoleInput).extend({ version: z.number().int().min(0) });
