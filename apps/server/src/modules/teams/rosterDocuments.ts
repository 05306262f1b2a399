import type { RosterDocuments } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { documentStatusesOf } from "../documents/documentStatus.ts";

/**
 * Where each person of a roster stands on the required person documents (documentStatusesOf, for
 * the whole roster at once). Only statuses leave here, never which document decides one, so a
 * health type's status shows without its certificate.
 */
export const rosterDocuments = async (
  tx: Executor,
  { tenantId, userIds, today }: { tenantId: string; userIds: string[]; today: string },
): Promise<Map<string, RosterDocuments>> => {
  const statuses = await documentStatusesOf(tx, { tenantId, userIds, today, showHealth: false });
  return new Map(
    [...statuses].map(([userId, { regular, items }]) => [
      userId,
      {
        regular,
        items: items.map(({ documenttype_id, name, status }) => ({ documenttype_id, name, status })),
      },
    ]),
  );
};
