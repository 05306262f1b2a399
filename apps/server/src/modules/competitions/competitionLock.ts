import { CLOSED_COMPETITION_STATUSES } from "@quadra/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { competitionTables } from "./competitionTables.ts";

/** Where a structure row hangs: the competition itself, or a phase, group or round under it. */
export type StructureLink =
  | { competition_id: string }
  | { phase_id: string }
  | { group_id: string }
  | { round_id: string };

/** The competition a phase, group or round belongs to (its id and status), or undefined when gone. */
export const competitionOfLink = async (
  tx: Executor,
  link: StructureLink,
): Promise<{ id: string; status: string } | undefined> => {
  const t = competitionTables();
  const c = t.competitions;
  const columns = { id: c.id, status: c.status };
  let rows: { id: string; status: string | null }[];
  if ("competition_id" in link) rows = await tx.select(columns).from(c).where(eq(c.id, link.competition_id));
  else if ("phase_id" in link)
    rows = await tx
      .select(columns)
      .from(t.phases)
      .innerJoin(c, eq(c.id, t.phases.competition_id))
      .where(eq(t.phases.id, link.phase_id));
  else if ("group_id" in link)
    rows = await tx
      .select(columns)
      .from(t.groups)
      .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
      .innerJoin(c, eq(c.id, t.phases.competition_id))
      .where(eq(t.groups.id, link.group_id));
  else
    rows = await tx
      .select(columns)
      .from(t.rounds)
      .innerJoin(t.groups, eq(t.groups.id, t.rounds.group_id))
      .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
      .innerJoin(c, eq(c.id, t.phases.competition_id))
      .where(eq(t.rounds.id, link.round_id));
  const [row] = rows;
  return row ? { id: row.id, status: row.status ?? "planned" } : undefined;
};

/**
 * A finished or cancelled competition is history: none of its phases, groups, participants,
 * rounds, duels or deductions change (409 on the field that links the row to it).
 */
export const closedCompetitionRefusal = (status: string | undefined, field: string): Refusal | null => {
  if (!status || !(CLOSED_COMPETITION_STATUSES as readonly string[]).includes(status)) return null;
  const message =
    status === "cancelled"
      ? "A competição foi cancelada; nada dela pode mudar."
      : "A competição está encerrada; nada dela pode mudar.";
  return { status: 409, field, message, summary: message };
};

/** The link of a row to its competition, read from the row's parent field. */
export const linkOf = (
  field: "competition_id" | "phase_id" | "group_id" | "round_id",
  row: Record<string, unknown>,
) => ({ [field]: String(row[field]) }) as StructureLink;
