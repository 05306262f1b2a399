import { RESOURCES } from "@quadra/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { competitionTables } from "./competitionTables.ts";
import type { PhaseRecord } from "./phaseRecords.ts";

/** A group to create with its teams, in seed order (pot per team when drawn from pots). */
export type GroupPlan = { name: string; teams: { team_id: string; pot: number | null }[] };

/** A phase's groups, rounds and duels go only while none of its duels has a result. */
export const assertPhaseWithoutResults = async (tx: Executor, phaseId: string, what: string) => {
  const t = competitionTables();
  const [played] = await tx
    .select({ id: t.duels.id })
    .from(t.duels)
    .innerJoin(t.rounds, eq(t.rounds.id, t.duels.round_id))
    .innerJoin(t.groups, eq(t.groups.id, t.rounds.group_id))
    .where(and(eq(t.groups.phase_id, phaseId), inArray(t.duels.status, ["played", "confirmed"])))
    .limit(1);
  if (played) throw conflict(`A fase já tem resultados lançados; ${what} Apague os resultados antes.`);
};

/** The phase's status, written by the operations only (it is read-only to the generic form). */
export const setPhaseStatus = async (tx: Executor, phaseId: string, status: string) => {
  const p = competitionTables().phases;
  await tx
    .update(p)
    .set({ status, updated_at: new Date(), version: sql`${p.version} + 1` })
    .where(eq(p.id, phaseId));
};

/**
 * Replaces a phase's groups with `plans`: the old groups go with their participants, rounds and
 * duels (the foreign keys cascade from the group), the new ones are inserted in two statements.
 */
export const replaceGroups = async (
  tx: Executor,
  actor: Actor,
  phase: PhaseRecord,
  plans: readonly GroupPlan[],
): Promise<{ id: string; name: string }[]> => {
  const t = competitionTables();
  await tx.delete(t.groups).where(eq(t.groups.phase_id, phase.id));
  const groupIds = await bulkInsert(tx, {
    def: RESOURCES.competitiongroups!,
    actor,
    rows: plans.map((plan, index) => ({
      parentId: phase.id,
      body: { name: plan.name, position: index + 1 },
    })),
  });
  await bulkInsert(tx, {
    def: RESOURCES.groupparticipants!,
    actor,
    rows: plans.flatMap((plan, index) =>
      plan.teams.map((team, seed) => ({
        parentId: groupIds[index],
        body: { team_id: team.team_id, seed: seed + 1, pot: team.pot },
      })),
    ),
  });
  await setPhaseStatus(tx, phase.id, "drawn");
  return plans.map((plan, index) => ({ id: groupIds[index]!, name: plan.name }));
};

/** "Grupo A", "Grupo B", … (a knockout phase has one group, its bracket: "Chave"). */
export const groupNames = (phase: PhaseRecord, count: number, given?: readonly string[]) => {
  if (phase.format === "knockout" || phase.format === "double_elimination") return ["Chave"];
  return Array.from(
    { length: count },
    (_, i) =>
      given?.[i] ?? `Grupo ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) + 1 : ""}`,
  );
};
