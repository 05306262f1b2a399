import { can } from "@quadra/shared";
import { and, eq, or } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { handlesAnyOf } from "../managerdocuments/scopeAccess.ts";
import type { UploadReadRule } from "../uploads/uploadReadRules.ts";

/**
 * Who may download a person's photo (current or waiting for approval), stored privately: the person,
 * their guardian, the staff of people (`users`), who approve and print them, and whoever handles the
 * person in a scope (scopeAccess.ts: their association's managers, their team's responsible, their
 * school's coordinator), who see the faces of the people in their care. Files
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
  return handlesAnyOf(tx, {
    tenantId: upload.tenantId,
    callerId: principal.userId,
    personIds: holders.map((person) => person.id),
  });
};
