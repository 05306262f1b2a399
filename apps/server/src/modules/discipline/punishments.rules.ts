import { RESOURCES } from "@quadra/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { defineResourceRules, type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";
import { createRecord, deleteRecords, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { assertTeamIn } from "../competitions/teamInCompetition.ts";

type Row = Record<string, unknown>;

/** The pt-BR names of the fields a punishment's refusals name. */
export const PUNISHMENT_LABELS: Record<string, string> = {
  kind: "Tipo",
  status: "Situação",
  user_id: "Punido(a)",
  team_id: "Equipe",
  competition_id: "Competição",
  matches: "Partidas de suspensão",
  starts_on: "Vale de",
  ends_on: "Vale até",
  points: "Pontos perdidos",
  fine: "Multa",
  reason: "Motivo",
};

const refuse = (refusal: Refusal) => {
  throw refusalError(refusal, PUNISHMENT_LABELS);
};

const present = (value: unknown) => value !== null && value !== undefined && value !== "";

/** What each kind cannot be without: whom, how long, how many points and where, how much. */
const KIND_REQUIREMENTS: Record<string, { field: string; message: string }[]> = {
  suspension_matches: [
    { field: "user_id", message: "Informe a pessoa suspensa." },
    { field: "matches", message: "Informe quantas partidas de suspensão." },
  ],
  suspension_days: [
    { field: "user_id", message: "Informe a pessoa suspensa." },
    { field: "starts_on", message: "Informe o início do prazo de suspensão." },
    { field: "ends_on", message: "Informe o fim do prazo de suspensão." },
  ],
  points: [
    { field: "competition_id", message: "Informe a competição em cuja tabela os pontos são perdidos." },
    { field: "team_id", message: "Informe a equipe que perde os pontos." },
    { field: "points", message: "Informe quantos pontos a equipe perde." },
  ],
  fine: [{ field: "fine", message: "Informe o valor da multa." }],
  exclusion: [{ field: "competition_id", message: "Informe a competição da qual há exclusão." }],
};

const checkFields = async (tx: Executor, row: Row) => {
  for (const need of KIND_REQUIREMENTS[String(row.kind)] ?? [])
    if (!present(row[need.field])) refuse({ status: 400, field: need.field, message: need.message });
  if (!present(row.user_id) && !present(row.team_id))
    refuse({ status: 400, field: "user_id", message: "Informe a pessoa ou a equipe punida." });
  if (row.kind === "fine" && Number(row.fine) <= 0)
    refuse({ status: 400, field: "fine", message: "A multa deve ser maior que zero." });
  if (present(row.team_id) && present(row.competition_id))
    await assertTeamIn(tx, row.team_id, row.competition_id);
};

/** A `points` punishment in force takes points off its team in its competition's tables. */
const deducts = (row: Row) => row.kind === "points" && row.status === "in_force";

const deductionBody = (row: Row) => ({
  team_id: row.team_id,
  points: row.points,
  decided_on: row.decided_on,
  reason: String(row.reason ?? ""),
});

const liveDeduction = async (tx: Executor, id: unknown) => {
  if (!present(id)) return null;
  const d = resourceTable("pointdeductions");
  const [row] = await tx
    .select({ id: d.id, version: d.version, competition_id: d.competition_id })
    .from(d)
    .where(eq(d.id, String(id)));
  return row ?? null;
};

const createDeduction = async (tx: Executor, actor: Actor, row: Row) => {
  const created = await createRecord(tx, {
    def: RESOURCES.pointdeductions!,
    actor,
    parentId: String(row.competition_id),
    body: deductionBody(row),
  });
  return String(created.id);
};

/**
 * Keeps the punishment's table deduction in step, in the punishment's transaction: written while a
 * `points` punishment is in force, changed with it, removed when it is revoked, stayed, deleted or
 * becomes another kind. Answers the `pointdeduction_id` the punishment now points at.
 */
const syncDeduction = async (tx: Executor, actor: Actor, previous: unknown, next: Row | null) => {
  const current = await liveDeduction(tx, previous);
  const wanted = next && deducts(next);
  if (current && (!wanted || current.competition_id !== String(next.competition_id))) {
    // The punishment stops pointing at it first (the reference would refuse the delete); its own
    // write, which follows in this transaction, stores the answer.
    const p = resourceTable("punishments");
    await tx.update(p).set({ pointdeduction_id: null }).where(eq(p.pointdeduction_id, current.id));
    await deleteRecords(tx, { def: RESOURCES.pointdeductions!, actor, ids: [current.id] });
    return wanted ? createDeduction(tx, actor, next) : null;
  }
  if (!wanted) return null;
  if (!current) return createDeduction(tx, actor, next);
  await updateRecord(tx, {
    def: RESOURCES.pointdeductions!,
    actor,
    id: current.id,
    body: { ...deductionBody(next), version: current.version },
  });
  return current.id;
};

/**
 * Punishments: each kind with what it cannot be without, a team of the competition it names, and a
 * points deduction kept in step with a `pointdeductions` row (so the standings show it, with its
 * reason, only while it is in force).
 */
export const punishmentRules = defineResourceRules({
  resource: "punishments",
  beforeCreate: async (tx, { actor, values }) => {
    await checkFields(tx, values);
    return { pointdeduction_id: await syncDeduction(tx, actor, null, values) };
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const next = { ...current, ...values };
    await checkFields(tx, next);
    return { pointdeduction_id: await syncDeduction(tx, actor, current.pointdeduction_id, next) };
  },
  beforeDelete: async (tx, { actor, rows }) => {
    for (const row of rows) await syncDeduction(tx, actor, row.pointdeduction_id, null);
  },
});
