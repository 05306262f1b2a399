import type { CompetitionTeamRef } from "@quadra/shared/contracts/competitions";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { competitionTables } from "./competitionTables.ts";

/**
 * A team's review status. Staff enter approved teams (catalog/teams.ts), but the resource layer
 * leaves a read-only field's default unwritten, so a team staff created has none: it is approved.
 * A team an association registers is written `pending` by its registration.
 */
export const teamStatus = (status: string | null) => status ?? "approved";

export type TeamRefRow = CompetitionTeamRef & { association_id: string | null; status: string };

/** Teams by id with their association's name, as every competition answer shows them. */
export const teamRefs = async (tx: Executor, ids: readonly string[]): Promise<Map<string, TeamRefRow>> => {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const t = competitionTables();
  const rows = await tx
    .select({
      id: t.teams.id,
      name: t.teams.name,
      association_id: t.teams.association_id,
      association_name: t.associations.name,
      status: t.teams.status,
    })
    .from(t.teams)
    .leftJoin(t.associations, eq(t.associations.id, t.teams.association_id))
    .where(inArray(t.teams.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        association_id: row.association_id,
        association_name: row.association_name ?? null,
        status: teamStatus(row.status),
      },
    ]),
  );
};

/** The public part of a team reference (no association id, no status). */
export const refOf = (row: TeamRefRow | undefined): CompetitionTeamRef | null =>
  row ? { id: row.id, name: row.name, association_name: row.association_name } : null;
