import { type EventResult, medalFor, medalTable, pointsTable } from "@quadra/engine";
import type {
  OlympicsDelegation,
  OlympicsEdition,
  OlympicsEventCompetition,
  OlympicsEventRef,
  OlympicsEventResult,
  OlympicsOverview,
  OlympicsPlacing,
  OlympicsResults,
} from "@quadra/shared/contracts/olympics";
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/users.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { isBracketFormat } from "../competitions/bracket.ts";
import { readCompetitionRows } from "../competitions/competitionRows.ts";
import { bracketOfRows, competitionStandingsOf, finalEntriesOf } from "../competitions/standings.ts";

export const OLYMPICS_NOT_FOUND = "Jogos não encontrados.";

const tables = () => ({
  olympics: resourceTable("olympics"),
  members: resourceTable("olympicmembers"),
  events: resourceTable("olympicsevents"),
  scores: resourceTable("olympicsscores"),
  crews: resourceTable("olympiccrews"),
  notes: resourceTable("olympicsnotes"),
  downloads: resourceTable("olympicsdownloads"),
  competitions: resourceTable("competitions"),
  associations: resourceTable("associations"),
  sports: resourceTable("sports"),
  categories: resourceTable("competitionscategories"),
  cities: resourceTable("cities"),
  heats: resourceTable("heats"),
  entries: resourceTable("heatentries"),
  teams: resourceTable("teams"),
});

/** The edition as its screens head it; 404 when it is not this tenant's or was deleted. */
export const olympicsEdition = async (tx: Executor, id: string): Promise<OlympicsEdition> => {
  const t = tables();
  const [row] = await tx
    .select({
      id: t.olympics.id,
      name: t.olympics.name,
      edition: t.olympics.edition,
      status: t.olympics.status,
      public: t.olympics.public,
      point_ties: t.olympics.point_ties,
      starts_on: t.olympics.starts_on,
      ends_on: t.olympics.ends_on,
      city_name: t.cities.name,
      description: t.olympics.description,
    })
    .from(t.olympics)
    .leftJoin(t.cities, eq(t.cities.id, t.olympics.city_id))
    .where(and(eq(t.olympics.id, id), isNull(t.olympics.deleted_at)))
    .limit(1);
  if (!row) throw notFound(OLYMPICS_NOT_FOUND);
  return {
    ...row,
    edition: row.edition ?? null,
    public: row.public !== false,
    point_ties: row.point_ties === "full" ? "full" : "share",
    starts_on: row.starts_on ?? null,
    ends_on: row.ends_on ?? null,
    city_name: row.city_name ?? null,
    description: row.description ?? null,
  } as OlympicsEdition;
};

/** The edition's delegations, by name, with their associations. */
export const olympicsDelegations = async (tx: Executor, id: string): Promise<OlympicsDelegation[]> => {
  const t = tables();
  const rows = await tx
    .select({
      id: t.members.id!,
      name: t.members.name!,
      abbreviation: t.members.abbreviation!,
      color: t.members.color!,
      association_id: t.members.association_id!,
      association_name: t.associations.name,
    })
    .from(t.members)
    .leftJoin(t.associations, eq(t.associations.id, t.members.association_id!))
    .where(eq(t.members.olympic_id!, id))
    .orderBy(asc(t.members.name!));
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    abbreviation: (row.abbreviation as string | null) ?? null,
    color: (row.color as string | null) ?? null,
    association_id: String(row.association_id),
    association_name: (row.association_name as string | null) ?? null,
  }));
};

type EventRow = {
  event: OlympicsEventRef;
  competition: (OlympicsEventCompetition & { regulation_id: string | null }) | null;
};

const eventColumns = (t: ReturnType<typeof tables>) => ({
  id: t.events.id,
  name: t.events.name,
  kind: t.events.kind,
  sport_name: t.sports.name,
  gender: t.events.gender,
  category_name: t.categories.name,
});

const eventRef = (row: {
  id: string;
  name: string;
  kind: string | null;
  sport_name: string | null;
  gender: string | null;
  category_name: string | null;
}): OlympicsEventRef => ({
  id: row.id,
  name: row.name,
  kind: row.kind === "individual" ? "individual" : "team",
  sport_name: row.sport_name ?? null,
  gender: row.gender ?? null,
  category_name: row.category_name ?? null,
});

/**
 * The events of the edition with their competitions (the competitions that name the edition and an
 * event, cancelled ones left out), by event name; with `allActive`, every active event of the
 * catalog too, without a competition until one is created.
 */
const editionEvents = async (tx: Executor, id: string, allActive: boolean): Promise<EventRow[]> => {
  const t = tables();
  const played = await tx
    .select({
      ...eventColumns(t),
      competition_id: t.competitions.id,
      competition_name: t.competitions.name,
      competition_status: t.competitions.status,
      competition_public: t.competitions.public,
      regulation_id: t.competitions.regulation_id,
    })
    .from(t.competitions)
    .innerJoin(t.events, eq(t.events.id, t.competitions.olympicsevent_id))
    .leftJoin(t.sports, eq(t.sports.id, t.events.sport_id))
    .leftJoin(t.categories, eq(t.categories.id, t.events.category_id))
    .where(
      and(
        eq(t.competitions.olympic_id, id),
        isNull(t.competitions.deleted_at),
        ne(t.competitions.status, "cancelled"),
      ),
    )
    .orderBy(asc(t.events.name), asc(t.competitions.name));
  const rows: EventRow[] = played.map((row) => ({
    event: eventRef(row),
    competition: {
      id: row.competition_id,
      name: row.competition_name,
      status: row.competition_status,
      public: row.competition_public !== false,
      regulation_id: row.regulation_id ?? null,
    },
  }));
  if (!allActive) return rows;
  const withCompetition = new Set(rows.map((row) => row.event.id));
  const catalog = await tx
    .select(eventColumns(t))
    .from(t.events)
    .leftJoin(t.sports, eq(t.sports.id, t.events.sport_id))
    .leftJoin(t.categories, eq(t.categories.id, t.events.category_id))
    .where(and(isNull(t.events.deleted_at), eq(t.events.active, true)))
    .orderBy(asc(t.events.name));
  for (const row of catalog)
    if (!withCompetition.has(row.id)) rows.push({ event: eventRef(row), competition: null });
  return rows.sort((a, b) => a.event.name.localeCompare(b.event.name, "pt-BR"));
};

type Placed = { place: number; id: string; name: string; association_id: string | null };
type EventPlacings = { decided: boolean; placed: Placed[] };

/**
 * Places from an ordered list: the same place for those tied (`same(previous, current)`), the next
 * place after them skipping as many as were tied (1, 2, 3, 3, 5).
 */
const placesOf = <T>(ordered: readonly T[], same: (a: T, b: T) => boolean): number[] => {
  const places: number[] = [];
  ordered.forEach((item, index) => {
    places.push(index > 0 && same(ordered[index - 1]!, item) ? places[index - 1]! : index + 1);
  });
  return places;
};

/**
 * The final placings of a heats event: the places of the last phase's heats (the final), each
 * entry the athlete (or the relay team) for the team's association. Decided once every entry of the
 * final has a place or a status (DNS, DNF, DQ, NM).
 */
const heatPlacings = async (tx: Executor, phaseId: string, finished: boolean): Promise<EventPlacings> => {
  const t = tables();
  const rows = await tx
    .select({
      place: t.entries.place,
      mark_status: t.entries.mark_status,
      team_id: t.entries.team_id,
      team_name: t.teams.name,
      association_id: t.teams.association_id,
      user_id: t.entries.user_id,
      user_name: sql<string | null>`coalesce(${users.socialName}, ${users.name})`,
    })
    .from(t.entries)
    .innerJoin(t.heats, eq(t.heats.id, t.entries.heat_id))
    .innerJoin(t.teams, eq(t.teams.id, t.entries.team_id))
    .leftJoin(users, eq(users.id, t.entries.user_id))
    .where(eq(t.heats.phase_id, phaseId));
  if (!rows.length) return { decided: false, placed: [] };
  const complete = rows.every((row) => row.place !== null || row.mark_status !== null);
  const placed = rows
    .filter((row) => row.place !== null)
    .map((row) => ({
      place: Number(row.place),
      id: row.user_id ?? row.team_id,
      name: row.user_name ? `${row.user_name} (${row.team_name})` : row.team_name,
      association_id: row.association_id ?? null,
    }))
    .sort((a, b) => a.place - b.place || a.name.localeCompare(b.name, "pt-BR"));
  return { decided: finished || complete, placed };
};

/**
 * The final placings of an event's competition, from its final classification
 * (competitions/standings.ts): a knockout's tiers (two semi-final losers without a third-place
 * match share the 3rd place: two bronzes), a table's positions. Decided when the last phase's
 * bracket has its champion (and its third, when a third-place match is played), or, for a table,
 * when the competition is finished. A last phase of heats reads its heats' places.
 */
const competitionPlacings = async (
  tx: Executor,
  competition: { id: string; name: string; status: string; regulation_id: string | null },
): Promise<EventPlacings> => {
  const rows = await readCompetitionRows(tx, competition);
  const last = rows.phases.at(-1);
  if (!last) return { decided: false, placed: [] };
  const finished = competition.status === "finished";
  if (last.format === "heats") return heatPlacings(tx, last.id, finished);
  const standings = competitionStandingsOf(competition, rows);
  const entries = finalEntriesOf(rows, standings.phases);
  let decided = finished;
  if (isBracketFormat(last.format)) {
    const bracket = bracketOfRows(rows, last);
    decided = Boolean(bracket?.resolved.champion && (!last.third_place || bracket.resolved.third));
  }
  const bracketPhase = (index: number) => isBracketFormat(rows.phases[index]!.format);
  const places = placesOf(
    entries,
    (a, b) =>
      a.phaseIndex === b.phaseIndex &&
      a.tier === b.tier &&
      (bracketPhase(a.phaseIndex) || (a.points === b.points && a.diff === b.diff)),
  );
  return {
    decided,
    placed: entries.map((entry, index) => {
      const team = rows.teams.get(entry.team);
      return {
        place: places[index]!,
        id: entry.team,
        name: team?.name ?? entry.team,
        association_id: team?.association_id ?? null,
      };
    }),
  };
};

/** Points per place of the edition, by place. */
const editionScores = async (tx: Executor, id: string) => {
  const t = tables();
  const rows = await tx
    .select({ place: t.scores.place!, points: t.scores.points! })
    .from(t.scores)
    .where(eq(t.scores.olympic_id!, id))
    .orderBy(asc(t.scores.place!));
  return rows.map((row) => ({ place: Number(row.place), points: Number(row.points) }));
};

/** `table[place - 1]`: the points of each place, 0 for a place the edition does not score. */
const pointsArray = (scores: readonly { place: number; points: number }[]) => {
  const table: number[] = [];
  for (const { place, points } of scores) {
    while (table.length < place - 1) table.push(0);
    table[place - 1] = points;
  }
  return table;
};

/**
 * The edition's results: each event's final placings mapped to delegations (a team scores for the
 * delegation of its association), the medal table and the points table (engine `medalTable`,
 * `pointsTable` with the edition's points per place and its `point_ties`). Only decided events
 * count; a placing of a team whose association is no delegation counts for no one.
 */
export const olympicsResults = async (tx: Executor, id: string): Promise<OlympicsResults> => {
  const olympic = await olympicsEdition(tx, id);
  // One after another: a transaction is one connection, which runs one statement at a time.
  const delegations = await olympicsDelegations(tx, id);
  const events = await editionEvents(tx, id, false);
  const scores = await editionScores(tx, id);
  const byAssociation = new Map(delegations.map((d) => [d.association_id, d]));
  const table = pointsArray(scores);
  const results: OlympicsEventResult[] = [];
  const engineEvents: EventResult[] = [];
  for (const row of events) {
    const competition = row.competition!;
    const { decided, placed } = await competitionPlacings(tx, competition);
    const scored = placed.filter((p) => p.association_id && byAssociation.has(p.association_id));
    const engineEvent: EventResult = {
      event: competition.id,
      placings: scored.map((p) => ({
        participant: p.id,
        delegation: byAssociation.get(p.association_id!)!.id,
        place: p.place,
      })),
    };
    if (decided) engineEvents.push(engineEvent);
    // The points a placing earns, as the engine's points table counts them: tied placings share
    // the points of the places they occupy ("share") or each get the shared place's ("full").
    const pointsOf = (p: Placed) => {
      if (!decided || !p.association_id || !byAssociation.has(p.association_id)) return 0;
      const worth = (place: number) => table[place - 1] ?? 0;
      if (olympic.point_ties === "full") return worth(p.place);
      const tied = engineEvent.placings.filter((q) => q.place === p.place).length;
      let sum = 0;
      for (let i = 0; i < tied; i++) sum += worth(p.place + i);
      return sum / tied;
    };
    const placings: OlympicsPlacing[] = placed.map((p) => {
      const delegation = p.association_id ? byAssociation.get(p.association_id) : undefined;
      return {
        place: p.place,
        participant: { id: p.id, name: p.name },
        delegation: delegation ? { id: delegation.id, name: delegation.name } : null,
        medal: decided ? (medalFor(p.place) ?? null) : null,
        points: pointsOf(p),
      };
    });
    results.push({
      event: row.event,
      competition: {
        id: competition.id,
        name: competition.name,
        status: competition.status,
        public: competition.public,
      },
      decided,
      placings,
    });
  }
  const byId = new Map(delegations.map((d) => [d.id, d]));
  // Every delegation is listed, with zeros before its first medal.
  const zero = (rows: { delegation: string }[]) =>
    delegations.filter((d) => !rows.some((r) => r.delegation === d.id));
  const medalRows = medalTable({ events: engineEvents });
  const pointRows = pointsTable({ events: engineEvents, table, ties: olympic.point_ties });
  const medals = [
    ...medalRows.map((r) => ({ ...r, delegation: byId.get(r.delegation)! })),
    ...zero(medalRows).map((d) => ({
      position: medalRows.length + 1,
      delegation: d,
      gold: 0,
      silver: 0,
      bronze: 0,
      total: 0,
    })),
  ];
  const points = [
    ...pointRows.map((r) => ({ ...r, delegation: byId.get(r.delegation)! })),
    ...zero(pointRows).map((d) => ({
      position: pointRows.length + 1,
      delegation: d,
      points: 0,
      gold: 0,
      silver: 0,
      bronze: 0,
    })),
  ];
  return { olympic, delegations, events: results, medals, points, scores };
};

/** The ids of the edition's competitions, for its live stream. */
export const olympicsCompetitionIds = async (tx: Executor, id: string): Promise<string[]> => {
  const t = tables();
  const rows = await tx
    .select({ id: t.competitions.id })
    .from(t.competitions)
    .where(and(eq(t.competitions.olympic_id, id), isNull(t.competitions.deleted_at)));
  return rows.map((row) => row.id);
};

/** The show screen: delegations, every active event with its competition and whether it is decided. */
export const olympicsOverview = async (tx: Executor, id: string): Promise<OlympicsOverview> => {
  const olympic = await olympicsEdition(tx, id);
  const t = tables();
  const delegations = await olympicsDelegations(tx, id);
  const events = await editionEvents(tx, id, true);
  const countOf = async (table: typeof t.crews | typeof t.scores | typeof t.notes | typeof t.downloads) => {
    const [row] = await tx.select({ n: count() }).from(table).where(eq(table.olympic_id!, id));
    return Number(row?.n ?? 0);
  };
  const decidedOf = async (row: EventRow) =>
    row.competition ? (await competitionPlacings(tx, row.competition)).decided : false;
  const listed = [];
  for (const row of events) {
    const { regulation_id: _regulation, ...competition } = row.competition ?? { regulation_id: null };
    listed.push({
      event: row.event,
      competition: row.competition ? (competition as OlympicsEventCompetition) : null,
      decided: await decidedOf(row),
    });
  }
  return {
    olympic,
    delegations,
    events: listed,
    counts: {
      crews: await countOf(t.crews),
      scores: await countOf(t.scores),
      notes: await countOf(t.notes),
      downloads: await countOf(t.downloads),
    },
  };
};

/** Published bulletins and public files of the edition, for its public page. */
export const olympicsPublicContent = async (tx: Executor, id: string) => {
  const t = tables();
  const notes = await tx
    .select({
      id: t.notes.id!,
      title: t.notes.title!,
      published_at: t.notes.published_at!,
      body: t.notes.body!,
    })
    .from(t.notes)
    .where(and(eq(t.notes.olympic_id!, id), eq(t.notes.published!, true)))
    .orderBy(sql`${t.notes.published_at!} desc nulls last`, asc(t.notes.title!));
  const downloads = await tx
    .select({ id: t.downloads.id!, title: t.downloads.title! })
    .from(t.downloads)
    .where(and(eq(t.downloads.olympic_id!, id), eq(t.downloads.public!, true), isNotNull(t.downloads.file!)))
    .orderBy(asc(t.downloads.title!));
  return {
    notes: notes.map((n) => ({
      id: String(n.id),
      title: String(n.title),
      published_at: n.published_at ? new Date(n.published_at as string | Date).toISOString() : null,
      body: String(n.body ?? ""),
    })),
    downloads: downloads.map((d) => ({ id: String(d.id), title: String(d.title) })),
  };
};

/** A public file of a public edition: its stored address, or null. */
export const olympicsPublicFile = async (tx: Executor, downloadId: string): Promise<string | null> => {
  const t = tables();
  const [row] = await tx
    .select({ file: t.downloads.file! })
    .from(t.downloads)
    .innerJoin(t.olympics, eq(t.olympics.id, t.downloads.olympic_id!))
    .where(
      and(
        eq(t.downloads.id!, downloadId),
        eq(t.downloads.public!, true),
        eq(t.olympics.public, true),
        isNull(t.olympics.deleted_at),
        inArray(t.olympics.status, ["registration", "running", "finished"]),
      ),
    )
    .limit(1);
  return (row?.file as string | null | undefined) ?? null;
};
