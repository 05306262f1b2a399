import { randomBytes } from "node:crypto";
import { drawPots, type PotTeam } from "@quadra/engine";
import { RESOURCES } from "@quadra/shared";
import {
  COMPETITION_FIELD_LABELS,
  type CompetitionDrawView,
  type DrawAudit,
  type DrawResult,
  type ZDrawInput,
} from "@quadra/shared/contracts/competitions";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { invalidFields, notFound } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { publishCompetitionChange } from "./competitionEvents.ts";
import { competitionTables } from "./competitionTables.ts";
import { assertCompetitionOpen, competitionById, phaseById } from "./phaseRecords.ts";
import { assertPhaseWithoutResults, groupNames, replaceGroups } from "./structureWrites.ts";
import { refOf, teamRefs } from "./teamRefs.ts";

type DrawBody = z.output<typeof ZDrawInput>;
type Context = { actor: Actor; tenantIdentifier: string };

const drawView = (row: {
  id: string;
  phase_id: string;
  seed: string | null;
  pots: unknown;
  groups: unknown;
  conflicts: number | null;
  drawn_by: string | null;
  created_at: Date;
}): CompetitionDrawView => ({
  id: row.id,
  phase_id: row.phase_id,
  seed: row.seed ?? "",
  pots: (row.pots as string[][] | null) ?? [],
  groups: (row.groups as { name: string; teams: string[] }[] | null) ?? [],
  conflicts: row.conflicts ?? 0,
  drawn_by: row.drawn_by,
  created_at: new Date(row.created_at).toISOString(),
});

const drawColumns = () => {
  const d = competitionTables().draws;
  return {
    id: d.id,
    phase_id: d.phase_id,
    seed: d.seed,
    pots: d.pots,
    groups: d.groups,
    conflicts: d.conflicts,
    drawn_by: d.drawn_by,
    created_at: d.created_at,
  };
};

/** Pots as the engine draws them: each team with its association, so two of one club avoid a group. */
const potTeamsOf = (pots: readonly string[][], associations: Map<string, string | null>): PotTeam[][] =>
  pots.map((pot) =>
    pot.map((id) => {
      const association = associations.get(id);
      return association ? { id, association } : { id };
    }),
  );

/**
 * Draws a phase's teams from pots into its groups (engine drawPots: pot by pot, never two teams of
 * one association in a group when a draw can avoid it). The seed is the caller's or a random one;
 * it is stored with the pots and the groups so anyone can run the same draw again (drawAudit).
 */
export const drawPhase = async (
  tx: Executor,
  context: Context,
  phaseId: string,
  body: DrawBody,
): Promise<DrawResult> => {
  const phase = await phaseById(tx, phaseId, true);
  assertCompetitionOpen(await competitionById(tx, phase.competition_id, true));
  await assertPhaseWithoutResults(tx, phase.id, "um novo sorteio apagaria a tabela.");
  const all = body.pots.flat();
  const duplicate = all.find((id, index) => all.indexOf(id) !== index);
  if (duplicate)
    throw invalidFields({ pots: "Uma equipe aparece em mais de um pote." }, COMPETITION_FIELD_LABELS);
  const teams = await teamRefs(tx, all);
  const t = competitionTables();
  const ofCompetition = await tx
    .select({ id: t.teams.id })
    .from(t.teams)
    .where(and(inArray(t.teams.id, all), eq(t.teams.competition_id, phase.competition_id)));
  if (ofCompetition.length !== all.length)
    throw invalidFields({ pots: "Há equipes que não são desta competição." }, COMPETITION_FIELD_LABELS);
  const notApproved = [...teams.values()].find((team) => team.status !== "approved");
  if (notApproved)
    throw invalidFields(
      { pots: `A equipe ${notApproved.name} não foi aprovada; só equipes aprovadas entram no sorteio.` },
      COMPETITION_FIELD_LABELS,
    );
  const names = groupNames(phase, phase.groups_count, body.group_names);
  if (all.length < names.length * 2)
    throw invalidFields(
      { pots: `São ${names.length} grupos: sorteie ao menos ${names.length * 2} equipes.` },
      COMPETITION_FIELD_LABELS,
    );
  const seed = body.seed ?? randomBytes(8).toString("hex");
  const associations = new Map([...teams.values()].map((team) => [team.id, team.association_id]));
  const drawn = drawPots({ pots: potTeamsOf(body.pots, associations), groups: names, seed });
  const potOf = new Map(body.pots.flatMap((pot, index) => pot.map((id) => [id, index + 1] as const)));
  const groups = await replaceGroups(
    tx,
    context.actor,
    phase,
    drawn.groups.map((group) => ({
      name: group.name,
      teams: group.teams.map((id) => ({ team_id: id, pot: potOf.get(id) ?? null })),
    })),
  );
  const [drawId] = await bulkInsert(tx, {
    def: RESOURCES.competitiondraws!,
    actor: context.actor,
    rows: [
      {
        parentId: phase.id,
        body: {},
        serverValues: {
          seed,
          pots: body.pots,
          groups: drawn.groups,
          conflicts: drawn.conflicts,
          drawn_by: context.actor.userId,
        },
      },
    ],
  });
  await writeAudit(tx, context.actor, [
    {
      action: "create",
      resource: "competitiondraws",
      recordId: drawId ?? null,
      recordTitle: seed,
      changes: {
        after: {
          phase_id: phase.id,
          seed,
          pots: body.pots,
          groups: drawn.groups,
          conflicts: drawn.conflicts,
        },
      },
    },
  ]);
  await publishCompetitionChange(
    tx,
    context.tenantIdentifier,
    { competition_id: phase.competition_id, kind: "draw", phase_id: phase.id },
    "create",
  );
  const [stored] = await tx.select(drawColumns()).from(t.draws).where(eq(t.draws.id, drawId!));
  return {
    draw: drawView(stored!),
    groups: groups.map((group, index) => ({
      id: group.id,
      name: group.name,
      teams: drawn.groups[index]!.teams.map(
        (id) => refOf(teams.get(id)) ?? { id, name: id, association_name: null },
      ),
    })),
  };
};

/** A phase's draws, newest first. */
export const phaseDraws = async (tx: Executor, phaseId: string): Promise<CompetitionDrawView[]> => {
  await phaseById(tx, phaseId);
  const d = competitionTables().draws;
  const rows = await tx
    .select(drawColumns())
    .from(d)
    .where(eq(d.phase_id, phaseId))
    .orderBy(desc(d.created_at));
  return rows.map(drawView);
};

/**
 * A stored draw beside the groups the engine gives now for the same seed and pots (with the
 * teams' associations as they are now): anyone can check the draw was not arranged.
 */
export const drawAudit = async (tx: Executor, drawId: string): Promise<DrawAudit> => {
  const d = competitionTables().draws;
  const [row] = await tx.select(drawColumns()).from(d).where(eq(d.id, drawId));
  if (!row) throw notFound("Sorteio não encontrado.");
  const draw = drawView(row);
  const phase = await phaseById(tx, draw.phase_id);
  const teams = await teamRefs(tx, draw.pots.flat());
  const associations = new Map([...teams.values()].map((team) => [team.id, team.association_id]));
  const recomputed = drawPots({
    pots: potTeamsOf(draw.pots, associations),
    groups: draw.groups.length ? draw.groups.map((g) => g.name) : groupNames(phase, phase.groups_count),
    seed: draw.seed,
  }).groups;
  const matches = JSON.stringify(recomputed) === JSON.stringify(draw.groups);
  return {
    draw,
    recomputed,
    matches,
    teams: Object.fromEntries([...teams.values()].map((team) => [team.id, team.name])),
  };
};
