import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { assertOpenUnder, refuse } from "../competitions/structureRules.ts";
import { assertTeamIn } from "../competitions/teamInCompetition.ts";
import { assertActiveSpace } from "../schedules/spacePlacement.ts";

type Row = Record<string, unknown>;

/** The heat's phase: its competition, refused unless the phase is a heats round. */
const heatsPhase = async (tx: Executor, phaseId: unknown) => {
  const t = competitionTables();
  const [phase] = await tx
    .select({ competition_id: t.phases.competition_id, format: t.phases.format })
    .from(t.phases)
    .where(eq(t.phases.id, String(phaseId)));
  if (phase?.format !== "heats")
    refuse({
      status: 400,
      field: "phase_id",
      message: "Baterias só existem em fases do formato Baterias e provas.",
    });
  return phase!;
};

/** A heat hangs on a heats phase, carries its competition, and a closed competition's heats stay as they were. */
export const heatRules = defineResourceRules({
  resource: "heats",
  beforeCreate: async (tx, { values }) => {
    const phase = await heatsPhase(tx, values.phase_id);
    await assertOpenUnder(tx, "phase_id", values);
    await assertActiveSpace(tx, values);
    return { competition_id: phase.competition_id };
  },
  beforeUpdate: async (tx, { current, values }) => {
    await assertOpenUnder(tx, "phase_id", current);
    await assertActiveSpace(tx, values, current);
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, "phase_id", row);
  },
});

/** The competition of a heat entry's heat (its rows are written under an open competition only). */
const heatOf = async (tx: Executor, heatId: unknown) => {
  const heats = resourceTable("heats");
  const [heat] = await tx
    .select({ competition_id: heats.competition_id, phase_id: heats.phase_id })
    .from(heats)
    .where(eq(heats.id, String(heatId)));
  if (!heat) refuse({ status: 400, field: "heat_id", message: "Bateria não encontrada." });
  await assertOpenUnder(tx, "phase_id", heat!);
  return heat!;
};

/** An entry is of a team (or delegation) entered in the heat's competition. */
export const heatEntryRules = defineResourceRules({
  resource: "heatentries",
  beforeCreate: async (tx, { values }) => {
    const heat = await heatOf(tx, values.heat_id);
    await assertTeamIn(tx, values.team_id, heat.competition_id);
    return undefined;
  },
  beforeUpdate: async (tx, { current, values }) => {
    const heat = await heatOf(tx, current.heat_id);
    await assertTeamIn(tx, (values as Row).team_id ?? current.team_id, heat.competition_id);
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await heatOf(tx, row.heat_id);
  },
});
