import type { PersonBody } from "@quadra/shared";
import { PERSON_FIELD_LABELS } from "@quadra/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { conflict, invalidFields, violatedUniqueIndex } from "../../platform/http/errors.ts";

const CPF_TAKEN = "Este CPF já está cadastrado para outra pessoa.";
const EMAIL_TAKEN = "Este e-mail já está cadastrado para outra pessoa.";

/** cpf and e-mail are unique per tenant: 409 naming the field, before the insert tries. */
export const assertUniqueKeys = async (
  tx: Executor,
  { tenantId, body, exceptId }: { tenantId: string; body: Partial<PersonBody>; exceptId?: string },
) => {
  const other = exceptId ? ne(users.id, exceptId) : undefined;
  if (body.cpf) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.cpf, body.cpf), other))
      .limit(1);
    if (taken) throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
  }
  if (body.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${body.email.toLowerCase()}`, other),
      )
      .limit(1);
    if (taken) throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
  }
};

/** Two writes of one cpf or e-mail at the same moment both pass the lookups; the index refuses one. */
export const uniqueKeyConflict = (error: unknown): never => {
  const index = violatedUniqueIndex(error);
  if (index === "users_tenant_cpf_key") throw conflict(`CPF: ${CPF_TAKEN}`, { cpf: CPF_TAKEN });
  if (index === "users_tenant_email_key") throw conflict(`E-mail: ${EMAIL_TAKEN}`, { email: EMAIL_TAKEN });
  throw error;
};

/** How far up a chain of guardians we look for a loop: families are shallower than this. */
const MAX_GUARDIAN_DEPTH = 20;

/**
 * A guardian is another person of the tenant, active, and not someone who is (through any number of
 * steps) this person's own dependent: a loop would make each the other's guardian.
 */
export const assertGuardian = async (
  tx: Executor,
  { tenantId, guardianId, personId }: { tenantId: string; guardianId: string | null; personId?: string },
) => {
  if (!guardianId) return;
  const fail = (message: string) => invalidFields({ guardian_id: message }, PERSON_FIELD_LABELS);
  if (guardianId === personId) throw fail("A pessoa não pode ser responsável por si mesma.");
  let current: string | null = guardianId;
  for (let depth = 0; current && depth < MAX_GUARDIAN_DEPTH; depth++) {
    const [row] = await tx
      .select({ id: users.id, guardianId: users.guardianId, disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, current)))
      .limit(1);
    if (!row) throw fail("Responsável não encontrado: escolha uma pessoa da lista.");
    if (depth === 0 && row.disabledAt) throw fail("Este responsável está desativado: escolha outra pessoa.");
    if (personId && row.guardianId === personId)
      throw fail(
        "Esta pessoa é dependente de quem você quer tornar dependente dela: escolha outro responsável.",
      );
    current = row.guardianId;
  }
};
