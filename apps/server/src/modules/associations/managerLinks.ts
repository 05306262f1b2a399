import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { textArray } from "../../platform/db/textArray.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * What a manager is told when the person they link by cpf is another association's active athlete.
 * The other association is not named: the manager typed a cpf, and learns no more about that person
 * than that they cannot take them.
 */
export const ATHLETE_OF_ANOTHER_ASSOCIATION =
  "Esta pessoa é atleta ativa de outra entidade. Ela pode pedir o vínculo com o código da entidade, ou a federação faz a transferência.";

/**
 * Of these people, those who are active athletes of an association other than `associationId`. A
 * manager links registered people by cpf without asking them (the manager's form, the manager's
 * import), so a manager may not take another association's athlete that way: the person asks to join
 * with the association's link code (their own consent, which the association accepts), or the
 * federation's staff move the affiliation. One query for any number of people.
 */
export const activeElsewhere = async (
  tx: Executor,
  { tenantId, associationId, userIds }: { tenantId: string; associationId: string; userIds: string[] },
): Promise<Set<string>> => {
  if (!userIds.length) return new Set();
  const t = resourceTable("associationusers");
  const rows = (await tx
    .selectDistinct({ user: t.user_id })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        sql`${t.user_id} = any(${textArray(userIds)}::uuid[])`,
        ne(t.association_id, associationId),
        eq(t.status, "active"),
      ),
    )) as { user: string }[];
  return new Set(rows.map((row) => String(row.user)));
};
