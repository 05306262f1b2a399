import { createRng } from "@quadra/engine";
import { type ModuleKey, RESOURCES } from "@quadra/shared";
import type { DuelResultInput } from "@quadra/shared/contracts/competitions";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow } from "../../platform/resources/recordValues.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { createManyOutcomes } from "../../platform/resources/ruleRegistry.ts";
import { drawPhase } from "../competitions/draws.ts";
import { scheduleDuels } from "../competitions/duelSheet.ts";
import { generateFixtures } from "../competitions/fixtures.ts";
import { confirmResult, enterResult } from "../competitions/results.ts";
import type { SeedOutcome } from "./brazilRegionsSeed.ts";
import { FUTSAL_REGULATION, FUTSAL_ZONES, runningChampionshipName } from "./demoCompetitions.ts";
import { DEMO_CLUBS } from "./demoPeopleData.ts";
import type { DemoIds } from "./demoSeed.ts";

const DAY = 86_400_000;
const GROUPS = ["A", "B"] as const;
/** Turno e returno: six rounds in each group of four. */
const LEGS = 2;
/** Rounds one to four are played (the first three confirmed, the fourth entered); five and six are to come. */
const PLAYED_ROUNDS = 4;
const CONFIRMED_ROUNDS = 3;
const FIRST_ROUND_DAYS_AGO = 25;
const DAYS_BETWEEN_ROUNDS = 7;
/** Days from now of a round's first match (its index from 0). */
const daysFromNow = (roundIndex: number) => -FIRST_ROUND_DAYS_AGO + roundIndex * DAYS_BETWEEN_ROUNDS;

/** What the structure seed writes, per resource: the counts the seed screen shows. */
const STRUCTURE_COUNTS = {
  phases: 2,
  competitiondraws: 1,
  competitiongroups: GROUPS.length,
  groupparticipants: DEMO_CLUBS.length,
  rounds: GROUPS.length * 3 * LEGS,
  duels: GROUPS.length * 6 * LEGS,
} as const;

/** The stored seed of the championship's draw: anyone can run the same draw again and compare. */
export const drawSeedOf = (season: number) => `estadual-futsal-${season}`;

export type NewRow = { parentId: string; body: Record<string, unknown>; server?: Record<string, unknown> };

/**
 * Creates records of one resource the way an import does: the resource's rules set-wise, the
 * framework's bulk insert, an audit entry per record. `server` holds values the generic form does
 * not take (a phase's status, read-only: the draw and the fixtures move it on). Answers the ids in
 * the order of `rows`.
 */
export const createDemoRows = async (
  tx: Executor,
  { name, actor, rows }: { name: string; actor: Actor; rows: NewRow[] },
) => {
  const resource = RESOURCES[name]!;
  const outcomes = await createManyOutcomes(tx, {
    resource: name,
    actor,
    rows: rows.map((row) => ({
      ...newRecordRow({ def: resource, actor, parentId: row.parentId, body: row.body }),
      ...row.server,
    })),
    memory: new Map(),
  });
  const refused = outcomes.findIndex((outcome) => outcome.errors);
  if (refused >= 0)
    throw new Error(`demo seed: ${name} #${refused} refused: ${JSON.stringify(outcomes[refused]!.errors)}`);
  const ids = await bulkInsert(tx, {
    def: resource,
    actor,
    rows: rows.map((row, index) => ({
      parentId: row.parentId,
      body: row.body,
      serverValues: { ...row.server, ...outcomes[index]!.values },
    })),
  });
  await writeAudit(
    tx,
    actor,
    ids.map((id, index) => {
      const title = rows[index]!.body[resource.titleField] ?? rows[index]!.server?.[resource.titleField];
      return {
        action: "create" as const,
        resource: name,
        recordId: id,
        recordTitle: title === undefined ? null : String(title),
        changes: { after: { id, ...rows[index]!.body, ...rows[index]!.server } },
      };
    }),
  );
  return ids;
};

/** What a step after the records pass (the structure, the games day) is given by the seed. */
export type DemoStepContext = {
  actor: Actor & { userId: string };
  tenantIdentifier: string;
  now: Date;
  season: number;
  dryRun: boolean;
  outcome: SeedOutcome;
  modules: readonly ModuleKey[];
  /** What the records pass found or created (the competitions, their zones and regulations…). */
  ids: DemoIds;
  /** The register's ids by cpf. */
  personIds: ReadonlyMap<string, string>;
};

/** Counts what a structure step writes (or found written) into the seed's outcome, per resource. */
export const tallyCounts = (
  outcome: SeedOutcome,
  counts: Readonly<Record<string, number>>,
  kind: keyof SeedOutcome,
) => {
  for (const [name, count] of Object.entries(counts)) {
    outcome.created[name] ??= 0;
    outcome.existing[name] ??= 0;
    outcome[kind][name]! += count;
  }
};

/** A futsal score: mostly 0 to 5 goals a side, now and then a rout. */
const futsalScore = (random: () => number) => {
  const goals = () => Math.floor(random() ** 1.6 * 7);
  return [goals(), goals()] as const;
};

/** São Paulo time (UTC−3) `days` from `now` at `hour`:`minute`. */
export const at = (now: Date, days: number, hour: number, minute = 0) => {
  const day = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00-03:00`);
};

/**
 * The running championship's structure, written by the competition director's own operations
 * (competitions/draws.ts, fixtures.ts, duelSheet.ts, results.ts) as on the cockpit: a groups phase
 * (two groups of four, turno e returno) filled by a draw from two pots with a stored seed, its
 * fixtures from Berger tables with dates and places, the results of the first four rounds (three
 * confirmed, the fourth entered and waiting for confirmation), the last two rounds in the coming
 * days; and the semi-finals, a knockout phase waiting for the first two of each group. Written
 * once: a championship that already has phases is left as it is.
 */
export const seedDemoStructure = async (
  tx: Executor,
  { actor, tenantIdentifier, now, season, dryRun, outcome, modules, ids }: DemoStepContext,
) => {
  if (!modules.includes("competitions")) return;
  const tenantId = actor.tenantId;
  const competitionId = ids.of("competitions", runningChampionshipName(season));
  const phases = resourceTable("phases");
  const existing = competitionId
    ? await tx
        .select({ id: phases.id })
        .from(phases)
        .where(and(eq(phases.tenant_id, tenantId), eq(phases.competition_id, competitionId)))
        .limit(1)
    : [];
  tallyCounts(outcome, STRUCTURE_COUNTS, existing.length ? "existing" : "created");
  if (dryRun || existing.length || !competitionId) return;
  const competition = { id: competitionId };

  const teams = resourceTable("teams");
  const teamRows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      and(eq(teams.tenant_id, tenantId), eq(teams.competition_id, competition.id), isNull(teams.deleted_at)),
    )
    .orderBy(asc(teams.created_at), asc(teams.name));
  const zoneId = ids.of("classificationzones", FUTSAL_ZONES);
  const regulationId = ids.of("regulations", FUTSAL_REGULATION);
  const withRegulation = regulationId ? { regulation_id: regulationId } : {};

  const [groupPhase] = await createDemoRows(tx, {
    name: "phases",
    actor,
    rows: [
      {
        parentId: competition.id,
        body: {
          name: "Fase de grupos",
          position: 1,
          format: "groups",
          groups_count: GROUPS.length,
          legs: LEGS,
          entry: "all",
          ...withRegulation,
          ...(zoneId ? { classificationzone_id: zoneId } : {}),
        },
        server: { status: "pending" },
      },
      {
        parentId: competition.id,
        body: {
          name: "Semifinais e final",
          position: 2,
          format: "knockout",
          groups_count: 1,
          legs: 1,
          third_place: true,
          entry: "qualifiers",
          qualifiers_per_group: 2,
          ...withRegulation,
        },
        server: { status: "pending" },
      },
    ],
  });

  const context = { actor, tenantIdentifier };
  // Pot 1: last season's four best (the first clubs of the list); pot 2: the others.
  await drawPhase(tx, context, groupPhase!, {
    pots: [teamRows.slice(0, 4), teamRows.slice(4)].map((pot) => pot.map((team) => team.id)),
    seed: drawSeedOf(season),
    group_names: GROUPS.map((name) => `Grupo ${name}`),
  });
  await generateFixtures(tx, context, groupPhase!, {
    starts_on: at(now, daysFromNow(0), 12).toISOString().slice(0, 10),
    days_between_rounds: DAYS_BETWEEN_ROUNDS,
  });

  const duels = resourceTable("duels");
  const rounds = resourceTable("rounds");
  const groups = resourceTable("competitiongroups");
  const fixtures = await tx
    .select({
      id: duels.id,
      home: duels.home_team_id,
      round: rounds.number,
      group: groups.position,
    })
    .from(duels)
    .innerJoin(rounds, and(eq(rounds.tenant_id, duels.tenant_id), eq(rounds.id, duels.round_id)))
    .innerJoin(groups, and(eq(groups.tenant_id, rounds.tenant_id), eq(groups.id, rounds.group_id)))
    .where(and(eq(duels.tenant_id, tenantId), eq(duels.competition_id, competition.id)))
    .orderBy(asc(duels.number));
  // Each group plays on its own evening of the round's week, the first match at 18h, the second at 20h30.
  const evening = new Map<string, number>();
  await scheduleDuels(tx, context, competition.id, {
    duels: fixtures.map((fixture) => {
      const key = `${fixture.round}:${fixture.group}`;
      const match = evening.get(key) ?? 0;
      evening.set(key, match + 1);
      const host = teamRows.find((team) => team.id === fixture.home);
      const roundIndex = (fixture.round ?? 1) - 1;
      const groupIndex = (fixture.group ?? 1) - 1;
      return {
        id: fixture.id,
        scheduled_at: at(
          now,
          daysFromNow(roundIndex) + groupIndex,
          match ? 20 : 18,
          match ? 30 : 0,
        ).toISOString(),
        place: `Ginásio ${host?.name ?? ""}`.trim(),
        court: "Quadra principal",
      };
    }),
  });

  const random = createRng(drawSeedOf(season));
  for (const fixture of fixtures) {
    if ((fixture.round ?? 0) > PLAYED_ROUNDS) continue;
    const [home_score, away_score] = futsalScore(random);
    const result: DuelResultInput = { home_score, away_score };
    await enterResult(tx, context, fixture.id, result);
    if ((fixture.round ?? 0) <= CONFIRMED_ROUNDS) await confirmResult(tx, context, fixture.id);
  }
};
