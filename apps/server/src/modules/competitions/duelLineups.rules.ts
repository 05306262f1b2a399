import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import {
  defineResourceRules,
  fieldErrorsOf,
  type ManyOutcome,
  refusalError,
} from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { sheetEligibilities } from "../discipline/eligibility.ts";
import { competitionTables } from "./competitionTables.ts";
import { STRUCTURE_FIELD_LABELS } from "./structureLabels.ts";
import { assertOpenUnder, refuse } from "./structureRules.ts";

type Row = Record<string, unknown>;
type DuelOfSheet = {
  id: string;
  round_id: string;
  competition_id: string | null;
  status: string;
  home: string | null;
  away: string | null;
};

const LINEUP_LABELS = { ...STRUCTURE_FIELD_LABELS, user_id: "Atleta", duel_id: "Partida" };

const loadDuels = async (tx: Executor, ids: readonly string[]) => {
  const t = competitionTables();
  const rows = ids.length
    ? await tx
        .select({
          id: t.duels.id,
          round_id: t.duels.round_id,
          competition_id: t.duels.competition_id,
          status: t.duels.status,
          home: t.duels.home_team_id,
          away: t.duels.away_team_id,
        })
        .from(t.duels)
        .where(inArray(t.duels.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((row) => [row.id, row as DuelOfSheet]));
};

/**
 * A player on a match sheet: of one of the match's two sides, on that team's roster, and never
 * written on a confirmed sheet (the result security unlocks it first).
 */
const check = async (
  tx: Executor,
  row: Row,
  duel: DuelOfSheet | undefined,
  known?: { openDuels: Set<string>; onRosters: Set<string> },
) => {
  if (!duel) return refuse({ status: 400, field: "duel_id", message: "Partida não encontrada." });
  if (!known?.openDuels.has(duel.id)) {
    await assertOpenUnder(tx, "round_id", duel);
    known?.openDuels.add(duel.id);
  }
  if (duel.status === "confirmed")
    refuse({
      status: 409,
      field: "duel_id",
      message: "O resultado desta partida foi confirmado; a súmula só muda depois de desbloqueada.",
    });
  if (row.team_id !== duel.home && row.team_id !== duel.away)
    refuse({ status: 400, field: "team_id", message: "Esta equipe não joga esta partida." });
  if (known?.onRosters.has(`${String(row.team_id)}:${String(row.user_id)}`)) return;
  const members = resourceTable("teammembers");
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.team_id, String(row.team_id)), eq(members.user_id, String(row.user_id))));
  if (!member)
    refuse({ status: 400, field: "user_id", message: "Esta pessoa não está inscrita nesta equipe." });
};

/** A suspended player (engine `eligibility`) or one lacking a document that blocks the sheet is refused (409). */
const assertEligible = async (tx: Executor, row: Row, duel: DuelOfSheet) => {
  if (!duel.competition_id) return;
  const userId = String(row.user_id);
  const answer = await sheetEligibilities(tx, {
    duelId: duel.id,
    competitionId: duel.competition_id,
    teamId: String(row.team_id),
    userIds: [userId],
  });
  const verdict = answer.get(userId);
  if (verdict && !verdict.eligible)
    throw refusalError(
      { status: 409, field: "user_id", message: verdict.reason ?? "Atleta impedido(a) de jogar." },
      LINEUP_LABELS,
    );
};

const checkOne = async (tx: Executor, row: Row, withEligibility: boolean) => {
  const duel = (await loadDuels(tx, [String(row.duel_id)])).get(String(row.duel_id));
  await check(tx, row, duel);
  if (withEligibility && duel) await assertEligible(tx, row, duel);
};

export const duelLineupRules = defineResourceRules({
  resource: "duellineups",
  beforeCreate: async (tx, { values }) => {
    await checkOne(tx, values, true);
    return undefined;
  },
  // Cards and goals of a player already on the sheet may be written whatever happened since; a
  // different player, side or match is a new entry on a sheet and passes the eligibility again.
  beforeUpdate: async (tx, { current, values }) => {
    const moved = ["duel_id", "team_id", "user_id"].some(
      (field) => field in values && values[field] !== current[field],
    );
    await checkOne(tx, { ...current, ...values }, moved);
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    const duels = await loadDuels(
      tx,
      rows.map((row) => String(row.duel_id)),
    );
    for (const row of rows) await check(tx, row, duels.get(String(row.duel_id)));
  },
  // An import's batch: the matches read once, each row's side and roster checked, and the
  // eligibility of every player of one side of one match computed together.
  beforeCreateMany: async (tx, { rows }) => {
    if (!rows.length) return [];
    const duels = await loadDuels(
      tx,
      rows.map((row) => String(row.duel_id)),
    );
    const members = resourceTable("teammembers");
    const teamIds = [...new Set(rows.map((row) => String(row.team_id)))];
    const userIds = [...new Set(rows.map((row) => String(row.user_id)))];
    const onRoster = await tx
      .select({ team_id: members.team_id, user_id: members.user_id })
      .from(members)
      .where(and(inArray(members.team_id, teamIds), inArray(members.user_id, userIds)));
    const known = {
      openDuels: new Set<string>(),
      onRosters: new Set(onRoster.map((member) => `${member.team_id}:${member.user_id}`)),
    };
    const outcomes: ManyOutcome[] = [];
    const pending = new Map<string, { duel: DuelOfSheet; teamId: string; indexes: number[] }>();
    for (const [index, row] of rows.entries()) {
      const duel = duels.get(String(row.duel_id));
      try {
        await check(tx, row, duel, known);
        outcomes.push({});
        if (!duel?.competition_id) continue;
        const key = `${duel.id}:${String(row.team_id)}`;
        const side = pending.get(key) ?? { duel, teamId: String(row.team_id), indexes: [] };
        side.indexes.push(index);
        pending.set(key, side);
      } catch (error) {
        outcomes.push({ errors: fieldErrorsOf(error) });
      }
    }
    for (const side of pending.values()) {
      const verdicts = await sheetEligibilities(tx, {
        duelId: side.duel.id,
        competitionId: side.duel.competition_id!,
        teamId: side.teamId,
        userIds: side.indexes.map((index) => String(rows[index]!.user_id)),
      });
      for (const index of side.indexes) {
        const verdict = verdicts.get(String(rows[index]!.user_id));
        if (verdict && !verdict.eligible)
          outcomes[index] = { errors: { user_id: verdict.reason ?? "Atleta impedido(a) de jogar." } };
      }
    }
    return outcomes;
  },
});
