import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { defineResourceRules, type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { assertOpenUnder } from "../competitions/structureRules.ts";
import { appointmentProblems, INACTIVE_STATUSES } from "./appointmentConflicts.ts";

type Row = Record<string, unknown>;

const LABELS: Record<string, string> = {
  duel_id: "Partida",
  heat_id: "Bateria",
  referee_id: "Árbitro(a)",
  role_id: "Função",
  warnings_accepted: "Alertas aceitos",
};
const refuse = (refusal: Refusal): never => {
  throw refusalError(refusal, LABELS);
};

/** The competition of the match or heat appointed to (exactly one of them), open for changes. */
const competitionOfEvent = async (tx: Executor, row: Row) => {
  if (Boolean(row.duel_id) === Boolean(row.heat_id))
    refuse({ status: 400, field: "duel_id", message: "Escolha uma partida ou uma bateria (uma das duas)." });
  const t = competitionTables();
  if (row.duel_id) {
    const [duel] = await tx
      .select({ competition_id: t.duels.competition_id, round_id: t.duels.round_id })
      .from(t.duels)
      .where(eq(t.duels.id, String(row.duel_id)));
    if (!duel) return refuse({ status: 400, field: "duel_id", message: "Partida não encontrada." });
    await assertOpenUnder(tx, "round_id", duel);
    return String(duel.competition_id);
  }
  const heats = resourceTable("heats");
  const [heat] = await tx
    .select({ competition_id: heats.competition_id, phase_id: heats.phase_id })
    .from(heats)
    .where(eq(heats.id, String(row.heat_id)));
  if (!heat) return refuse({ status: 400, field: "heat_id", message: "Bateria não encontrada." });
  await assertOpenUnder(tx, "phase_id", heat);
  return String(heat.competition_id);
};

/** The referee may take the role (active, of a kind they take); the fee is the role's, else the category's. */
const feeOf = async (tx: Executor, row: Row) => {
  const referees = resourceTable("referees");
  const roles = resourceTable("refereeroles");
  const categories = resourceTable("refereecategories");
  const [referee] = await tx
    .select({ active: referees.active, kinds: referees.kinds, category_fee: categories.fee })
    .from(referees)
    .leftJoin(categories, eq(categories.id, referees.category_id))
    .where(eq(referees.id, String(row.referee_id)));
  if (!referee) return refuse({ status: 400, field: "referee_id", message: "Árbitro(a) não encontrado(a)." });
  if (referee.active === false)
    refuse({ status: 400, field: "referee_id", message: "Este(a) árbitro(a) está inativo(a)." });
  const [role] = await tx
    .select({ kind: roles.kind, fee: roles.fee })
    .from(roles)
    .where(eq(roles.id, String(row.role_id)));
  if (!role) return refuse({ status: 400, field: "role_id", message: "Função não encontrada." });
  const kinds = (referee.kinds as string[] | null) ?? [];
  if (kinds.length && !kinds.includes(String(role.kind)))
    refuse({ status: 400, field: "role_id", message: "Este(a) árbitro(a) não exerce esta função." });
  return role.fee ?? referee.category_fee ?? null;
};

/**
 * The conflicts of an appointment that still holds: a refusal (absent, of a playing association,
 * twice on the match) is a 409 on the referee; warnings (overlapping times, a category below the
 * competition's, too many matches a day) are a 409 on `warnings_accepted` until it says why the
 * appointment stands anyway.
 */
const assertNoConflicts = async (tx: Executor, row: Row) => {
  if ((INACTIVE_STATUSES as readonly string[]).includes(String(row.status))) return;
  const { refusals, warnings } = await appointmentProblems(tx, row);
  const [refusal] = refusals;
  if (refusal) refuse({ status: 409, field: refusal.field, message: refusal.message });
  const accepted = typeof row.warnings_accepted === "string" && row.warnings_accepted.trim().length > 0;
  if (warnings.length && !accepted)
    refuse({
      status: 409,
      field: "warnings_accepted",
      message: `${warnings.map((warning) => warning.message).join(" ")} Para escalar mesmo assim, diga o motivo em "Alertas aceitos".`,
    });
};

/**
 * An appointment is to one match or one heat of an open competition, of an active referee in a
 * role they take, free of conflicts (or with its warnings accepted); the server writes its
 * competition and its fee.
 */
export const refereeAppointmentRules = defineResourceRules({
  resource: "refereeappointments",
  beforeCreate: async (tx, { values }) => {
    // A new appointment awaits the referee's answer, whatever the writer sent (status is read-only).
    const set = {
      competition_id: await competitionOfEvent(tx, values),
      fee: await feeOf(tx, values),
      status: "appointed",
    };
    await assertNoConflicts(tx, { ...values, ...set });
    return set;
  },
  beforeUpdate: async (tx, { current, values }) => {
    const row = { ...current, ...values };
    const set = { competition_id: await competitionOfEvent(tx, row), fee: await feeOf(tx, row) };
    await assertNoConflicts(tx, row);
    return set;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await competitionOfEvent(tx, row);
  },
});
