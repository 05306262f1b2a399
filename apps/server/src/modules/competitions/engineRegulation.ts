import type {
  ClassificationZone,
  CriterionId,
  FairPlayWeights,
  PointsTable,
  Regulation,
} from "@quadra/engine";
import type { ZoneKind } from "@quadra/shared/resources/catalog/competitionRules";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { defaultRules } from "../regulations/regulationDefaults.ts";
import { competitionTables } from "./competitionTables.ts";

/** A regulation row as the competition code needs it (what the engine reads, plus the scoring). */
export type RegulationRow = {
  name: string;
  scoring: string;
  points: unknown;
  sequences: unknown;
  doublesequences: unknown;
  multiplesequences: unknown;
  fair_play: unknown;
  walkover_winner_score: number | null;
  walkover_loser_score: number | null;
};

/** A zone position as the tables paint it. */
export type ZonePosition = {
  position: number;
  kind: ZoneKind;
  label: string;
  color: string;
  best_placed: number | null;
};

/**
 * What a phase plays by when neither it nor its competition names a regulation: the goals default a
 * new regulation is created with (regulations/regulationDefaults.ts), so a competition without one
 * plays by exactly what the regulations screen would offer (3-1-0; points, wins, goal difference,
 * goals scored; head-to-head only among the teams still level, then fair play and lots).
 */
const goalsDefaults = defaultRules("goals");
export const DEFAULT_REGULATION: Regulation = {
  name: "Padrão (vitória 3, empate 1, derrota 0)",
  points: goalsDefaults.points as PointsTable,
  sequences: goalsDefaults.sequences as CriterionId[],
  doublesequences: goalsDefaults.doublesequences as CriterionId[],
  multiplesequences: goalsDefaults.multiplesequences as CriterionId[],
  ...(goalsDefaults.fair_play ? { fairPlay: goalsDefaults.fair_play as FairPlayWeights } : {}),
  walkoverScore: { winner: 3, loser: 0 },
};

const criteriaList = (value: unknown): CriterionId[] | undefined =>
  Array.isArray(value) && value.length ? (value as CriterionId[]) : undefined;

/** Zones by label: positions that share a label share a fate; best_placed makes a cross-group zone. */
export const zonesOf = (positions: readonly ZonePosition[]): ClassificationZone[] => {
  const zones: ClassificationZone[] = [];
  for (const p of positions) {
    const kind: ClassificationZone["kind"] =
      p.kind === "promotion"
        ? "qualification"
        : p.kind === "relegation" || p.kind === "playoff"
          ? p.kind
          : p.kind === "qualification"
            ? "qualification"
            : "other";
    if (p.best_placed) {
      zones.push({
        name: p.label,
        positions: [p.position],
        kind,
        bestPlaced: { position: p.position, count: p.best_placed },
      });
      continue;
    }
    const same = zones.find((z) => z.name === p.label && !z.bestPlaced);
    if (same) (same.positions as number[]).push(p.position);
    else zones.push({ name: p.label, positions: [p.position], kind });
  }
  return zones;
};

/** A `regulations` row (and a zone set's positions) as the engine's Regulation. */
export const engineRegulation = (
  row: RegulationRow | null,
  positions: readonly ZonePosition[] = [],
): Regulation => {
  const zones = zonesOf(positions);
  if (!row) return zones.length ? { ...DEFAULT_REGULATION, classificationzones: zones } : DEFAULT_REGULATION;
  const points = (row.points as PointsTable | null) ?? DEFAULT_REGULATION.points;
  const regulation: Regulation = {
    name: row.name,
    points,
    sequences: criteriaList(row.sequences) ?? DEFAULT_REGULATION.sequences,
    walkoverScore: {
      winner: row.walkover_winner_score ?? 3,
      loser: row.walkover_loser_score ?? 0,
    },
  };
  const double = criteriaList(row.doublesequences);
  const multiple = criteriaList(row.multiplesequences);
  return {
    ...regulation,
    ...(double ? { doublesequences: double } : {}),
    ...(multiple ? { multiplesequences: multiple } : {}),
    ...(row.fair_play ? { fairPlay: row.fair_play as FairPlayWeights } : {}),
    ...(zones.length ? { classificationzones: zones } : {}),
  };
};

/** What a phase plays by: its engine regulation, the scoring, and the zones with their colours. */
export type PhaseRegulation = {
  regulation: Regulation;
  scoring: "goals" | "sets";
  walkoverScore: { winner: number; loser: number };
  positions: ZonePosition[];
};

/** A regulation row and a zone set's positions as what a phase plays by. */
export const phaseRegulationOf = (row: RegulationRow | null, positions: ZonePosition[]): PhaseRegulation => {
  const regulation = engineRegulation(row, positions);
  return {
    regulation,
    scoring: row?.scoring === "sets" ? "sets" : "goals",
    walkoverScore: regulation.walkoverScore ?? { winner: 3, loser: 0 },
    positions,
  };
};

/** The live regulation rows with these ids, by id (one read). */
export const regulationRows = async (
  tx: Executor,
  ids: readonly (string | null)[],
): Promise<Map<string, RegulationRow>> => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const t = competitionTables();
  const rows = await tx
    .select()
    .from(t.regulations)
    .where(and(inArray(t.regulations.id, wanted), isNull(t.regulations.deleted_at)));
  return new Map(rows.map((row) => [row.id as string, row as unknown as RegulationRow]));
};

/** The positions of these zone sets, by zone set id, in order (one read). */
export const zonePositionsOf = async (
  tx: Executor,
  zoneIds: readonly (string | null)[],
): Promise<Map<string, ZonePosition[]>> => {
  const wanted = [...new Set(zoneIds.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const t = competitionTables();
  const rows = await tx
    .select({
      zone_id: t.zonePositions.zone_id,
      position: t.zonePositions.position,
      kind: t.zonePositions.kind,
      label: t.zonePositions.label,
      color: t.zonePositions.color,
      best_placed: t.zonePositions.best_placed,
    })
    .from(t.zonePositions)
    .where(inArray(t.zonePositions.zone_id, wanted))
    .orderBy(asc(t.zonePositions.position));
  const byZone = new Map<string, ZonePosition[]>();
  for (const { zone_id, ...p } of rows) {
    const list = byZone.get(zone_id as string) ?? [];
    list.push({ ...p, kind: p.kind as ZoneKind, color: p.color ?? "#2f9e44" });
    byZone.set(zone_id as string, list);
  }
  return byZone;
};

/** The regulation a phase plays by: its own, else the competition's (null: the default). */
export const regulationIdOf = (
  phase: { regulation_id: string | null },
  competitionRegulationId: string | null,
) => phase.regulation_id ?? competitionRegulationId;

/**
 * The regulation of a phase: its own, else the competition's, else the default; its zones. A
 * caller that already read the competition passes its `regulation_id` and saves that read.
 */
export const phaseRegulation = async (
  tx: Executor,
  phase: { regulation_id: string | null; classificationzone_id: string | null; competition_id: string },
  competition?: { regulation_id: string | null },
): Promise<PhaseRegulation> => {
  const t = competitionTables();
  let regulationId = phase.regulation_id;
  if (!regulationId) {
    if (competition) regulationId = competition.regulation_id;
    else {
      const [row] = await tx
        .select({ regulation_id: t.competitions.regulation_id })
        .from(t.competitions)
        .where(eq(t.competitions.id, phase.competition_id));
      regulationId = row?.regulation_id ?? null;
    }
  }
  const regulations = await regulationRows(tx, [regulationId]);
  const zones = await zonePositionsOf(tx, [phase.classificationzone_id]);
  return phaseRegulationOf(
    (regulationId && regulations.get(regulationId)) || null,
    (phase.classificationzone_id && zones.get(phase.classificationzone_id)) || [],
  );
};
