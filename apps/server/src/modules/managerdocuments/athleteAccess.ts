import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { managedAssociation } from "../associations/managerAccess.ts";

/** Affiliations under which a manager acts for an athlete: a request waiting for them, or an athlete. */
export const ACTING_STATUSES = ["active", "pending"] as const;

export const ATHLETE_NOT_FOUND = "Atleta não encontrado(a) nesta entidade.";

/**
 * The athlete a manager acts for: the caller manages the association (else the association's own
 * 404) and the person is affiliated to it, active or waiting (else 404, the same as a person who
 * does not exist: the area reveals nobody outside the association). Anonymized people (LGPD
 * deletion) are no longer anyone's athletes. `lock` takes the person's row FOR UPDATE for a write.
 */
export const managedAthlete = async (
  tx: Executor,
  {
    tenantId,
    managerId,
    associationId,
    athleteId,
    lock = false,
  }: { tenantId: string; managerId: string; associationId: string; athleteId: string; lock?: boolean },
) => {
  const { row: association } = await managedAssociation(tx, { tenantId, userId: managerId, associationId });
  const affiliations = resourceTable("associationusers") as any;
  const query = tx
    .select({ person: users })
    .from(users)
    .innerJoin(
      affiliations,
      and(
        eq(affiliations.tenant_id, users.tenantId),
        eq(affiliations.user_id, users.id),
        eq(affiliations.association_id, association.id),
        inArray(affiliations.status, [...ACTING_STATUSES]),
      ),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.id, athleteId), isNull(users.anonymizedAt)))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: users }) : await query;
  if (!found) throw notFound(ATHLETE_NOT_FOUND);
  return { association, person: found.person };
};

/**
 * Whether the caller manages an association the person is affiliated to (active or waiting): the
 * managers who may open that person's documents that are not health data.
 */
export const managesAthlete = async (
  tx: Executor,
  tenantId: string,
  managerId: string,
  athleteId: string,
) => {
  const affiliations = resourceTable("associationusers") as any;
  const managers = resourceTable("associationmanagers") as any;
  const associations = resourceTable("associations") as any;
  const [row] = await tx
    .select({ id: affiliations.id })
    .from(affiliations)
    .innerJoin(
      managers,
      and(
        eq(managers.tenant_id, affiliations.tenant_id),
        eq(managers.association_id, affiliations.association_id),
        eq(managers.user_id, managerId),
      ),
    )
    .innerJoin(
      associations,
      and(
        eq(associations.tenant_id, affiliations.tenant_id),
        eq(associations.id, affiliations.association_id),
        isNull(associations.deleted_at),
      ),
    )
    .where(
      and(
        eq(affiliations.tenant_id, tenantId),
        eq(affiliations.user_id, athleteId),
        inArray(affiliations.status, [...ACTING_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
};
