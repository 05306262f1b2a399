import { can } from "@quadra/shared";
import { and, eq, inArray, or } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import type { UploadReadRule } from "../uploads/uploadReadRules.ts";

/**
 * Who may download a person's photo (current or waiting for approval), stored privately: the person,
 * their guardian, the staff of people (`users`), who approve and print them, and the managers of an
 * association the person is an athlete of (active or pending), who see their athletes' faces. Files
 * no person holds as a photo are left to the other rules; the public card shows the photo through
 * its token.
 */
export const photoFileRule: UploadReadRule = async (tx, { upload, principal }) => {
  if (upload.visibility === "public") return undefined;
  const file = `uploads/${upload.id}`;
  const holders = await tx
    .select({ id: users.id, guardianId: users.guardianId })
    .from(users)
    .where(
      and(eq(users.tenantId, upload.tenantId), or(eq(users.imageUrl, file), eq(users.pendingImageUrl, file))),
    );
  if (!holders.length) return undefined;
  if (!principal) return false;
  if (upload.createdBy === principal.userId || can(principal, "users")) return true;
  if (holders.some((person) => person.id === principal.userId || person.guardianId === principal.userId))
    return true;
  const athletes = resourceTable("associationusers") as any;
  const managers = resourceTable("associationmanagers") as any;
  const [managed] = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .innerJoin(
      managers,
      and(eq(managers.tenant_id, athletes.tenant_id), eq(managers.association_id, athletes.association_id)),
    )
    .where(
      and(
        eq(athletes.tenant_id, upload.tenantId),
        inArray(
          athletes.user_id,
          holders.map((person) => person.id),
        ),
        inArray(athletes.status, ["active", "pending"]),
        eq(managers.user_id, principal.userId),
      ),
    )
    .limit(1);
  return Boolean(managed);
};
