import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { users } from "../../../platform/db/schema/index.ts";
import { resourceTable } from "../../../platform/resources/resourceTable.ts";
import type { Payer } from "../payer.ts";

/** The payer as a gateway's customer: name, CPF or CNPJ (digits) and e-mail. */
export const payerContact = async (
  tx: Executor,
  tenantId: string,
  payer: Payer,
): Promise<{ name: string; document: string | null; email: string | null }> => {
  if (payer.kind === "person") {
    const [person] = await tx
      .select({ name: users.name, cpf: users.cpf, email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, payer.userId)));
    return {
      name: person?.name ?? "Pagador",
      document: person?.cpf?.replace(/\D/g, "") || null,
      email: person?.email ?? null,
    };
  }
  const associations = resourceTable("associations");
  const [association] = await tx
    .select({ name: associations.name, cnpj: associations.cnpj, email: associations.email })
    .from(associations)
    .where(and(eq(associations.tenant_id, tenantId), eq(associations.id, payer.associationId)));
  return {
    name: association?.name ?? "Pagador",
    document: association?.cnpj?.replace(/\D/g, "") || null,
    email: association?.email ?? null,
  };
};
