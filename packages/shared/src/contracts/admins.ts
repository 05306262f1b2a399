import { z } from "zod";

export const ZAdminRole = z.object({ id: z.string(), name: z.string(), admin: z.boolean() });

/**
 * A person as the administrators screen shows them: who reaches the administration area (a master
 * or a holder of a role with `admin`) and every role they hold. The cpf comes masked (LGPD): enough
 * to tell two namesakes apart, not to copy it.
 */
export const ZAdminPerson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  cpf_masked: z.string().nullable(),
  image_url: z.string().nullable(),
  master: z.boolean(),
  /** Reaches the administration area (master, or a role with `admin`). */
  admin: z.boolean(),
  /** The account is disabled: the person cannot log in, whatever their roles. */
  disabled: z.boolean(),
  roles: z.array(ZAdminRole),
});
export type AdminPerson = z.infer<typeof ZAdminPerson>;

export const ADMIN_CANDIDATES_LIMIT = 20;

export const ZAdminCandidatesQuery = z.object({
  q: z.string().trim().min(2, "Digite ao menos 2 letras ou números.").max(100, "Busca longa demais."),
});
