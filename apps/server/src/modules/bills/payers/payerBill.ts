import { MY_BILL_LABELS } from "@quadra/shared/contracts/myFinances";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { invalidFields } from "../../../platform/http/errors.ts";
import type { Actor } from "../../../platform/resources/auditLog.ts";
import { resourceTable } from "../../../platform/resources/resourceTable.ts";
import { createBill } from "../createBill.ts";
import type { Payer } from "../payer.ts";

/**
 * A bill of debts the payer chose, made by the bills' own operation (the rules staff's bills follow:
 * one payer, open debts only, a debt in one open bill, the amounts as of today). Here only what
 * that operation cannot know: the payer is the caller (the person, or the association they
 * manage), so a debt of anyone else is refused as if it did not exist (createBill's own refusal
 * names the other payer's debt, which a payer must not read). Answers the new bill's id.
 */
export const makePayerBill = async (
  tx: Executor,
  { actor, payer, debtIds }: { actor: Actor; payer: Payer; debtIds: string[] },
): Promise<string> => {
  const d = resourceTable("debts");
  const found = await tx
    .select({ id: d.id, user_id: d.user_id, association_id: d.association_id })
    .from(d)
    .where(and(eq(d.tenant_id, actor.tenantId), inArray(d.id, debtIds)));
  const owned = new Set(
    found
      .filter((row) =>
        payer.kind === "person" ? row.user_id === payer.userId : row.association_id === payer.associationId,
      )
      .map((row) => row.id),
  );
  if (debtIds.some((id) => !owned.has(id)))
    throw invalidFields(
      {
        debt_ids:
          payer.kind === "person"
            ? "Escolha só os seus débitos em aberto."
            : "Escolha só débitos em aberto desta entidade.",
      },
      MY_BILL_LABELS,
    );
  return (await createBill(tx, actor, { payer, debtIds })).id;
};
