import type { ScheduleItem, ScheduleProblem, ScheduleReferee, TimeWindow } from "@quadra/engine";
import type {
  ScheduleBoardItem,
  ScheduleSetup,
  ScheduleSpaceView,
  ZScheduleSetup,
} from "@quadra/shared/contracts/schedules";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { toDate } from "../referees/appointmentConflicts.ts";
import { localMinute, type OpeningRow, openingWindows, subtractWindows } from "./openingHours.ts";

export type Setup = z.output<typeof ZScheduleSetup>;

/** What a duel or heat of the problem is in the database, to write it back and to name it. */
export type ItemSource = ScheduleBoardItem & {
  /** The version the apply updates against (a concurrent edit answers 409). */
  version: number;
  status: string;
};

/** The problem the engine solves, with everything the answers name (items, spaces, people). */
export type BuiltProblem = {
  problem: ScheduleProblem;
  items: Map<string, ItemSource>;
  spaces: ScheduleSpaceView[];
  spaceNames: Map<string, { name: string; venue: string }>;
  teamNames: Map<string, string>;
  personNames: Map<string, string>;
  refereeNames: Map<string, string>;
  /** Placements already stored (a duel with a space and time), kept fixed when `keep_placed`. */
  stored: Map<string, { spaceId: string; start: number }>;
};

const duelId = (id: string) => `duel:${id}`;
const heatId = (id: string) => `heat:${id}`;
const minuteOf = (value: unknown) => {
  const date = toDate(value);
  return date ? Math.round(date.getTime() / 60_000) : null;
};
/** Rows by a key, in their order (Map.groupBy is ES2024, past this project's target). */
const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};
const compact = <T>(values: (T | null | undefined)[]) =>
  values.filter((v): v is T => v !== null && v !== undefined);

/** The spaces chosen, active, with their venue; any other id is a 400 naming the field. */
const readSpaces = async (tx: Executor, setup: Setup) => {
  const spaces = resourceTable("spaces");
  const venues = resourceTable("venues");
  const wanted = [...new Set([...setup.space_ids, ...setup.competition_spaces.flatMap((c) => c.space_ids)])];
  const rows = await tx
    .select({ id: spaces.id, name: spaces.name, venue: venues.name, active: spaces.active })
    .from(spaces)
    .innerJoin(venues, eq(venues.id, spaces.venue_id))
    .where(and(inArray(spaces.id, wanted), isNull(venues.deleted_at)));
  const usable = rows.filter((row) => row.active);
  if (usable.length !== wanted.length)
    throw invalidFields(
      { space_ids: "alguma das áreas escolhidas não existe ou está inativa." },
      { space_ids: "Áreas de jogo" },
    );
  const schedules = resourceTable("spaceschedules");
  const hours = await tx
    .select({
      space_id: schedules.space_id,
      weekday: schedules.weekday,
      opens: schedules.opens,
      closes: schedules.closes,
      valid_from: schedules.valid_from,
      valid_until: schedules.valid_until,
    })
    .from(schedules)
    .where(inArray(schedules.space_id, wanted));
  const bySpace = new Map<string, OpeningRow[]>();
  for (const row of hours)
    bySpace.set(row.space_id, [...(bySpace.get(row.space_id) ?? []), row as OpeningRow]);
  const narrow = { starts: setup.day_starts, ends: setup.day_ends };
  return usable
    .sort(
      (a, b) =>
        a.venue.localeCompare(b.venue, "pt-BR") || a.name.localeCompare(b.name, "pt-BR", { numeric: true }),
    )
    .map((row) => ({
      id: row.id,
      name: row.name,
      venue_name: row.venue,
      windows: openingWindows(bySpace.get(row.id) ?? [], setup.days, narrow),
    }));
};

type CompetitionRow = {
  id: string;
  name: string;
  starts_on: string | null;
  ends_on: string | null;
  level: number | null;
};

const readCompetitions = async (tx: Executor, ids: string[]): Promise<CompetitionRow[]> => {
  const competitions = resourceTable("competitions");
  const categories = resourceTable("refereecategories");
  if (!ids.length) return [];
  return tx
    .select({
      id: competitions.id,
      name: competitions.name,
      starts_on: competitions.starts_on,
      ends_on: competitions.ends_on,
      level: categories.level,
    })
    .from(competitions)
    .leftJoin(categories, eq(categories.id, competitions.referee_category_id))
    .where(and(inArray(competitions.id, ids), isNull(competitions.deleted_at)));
};

type Layered = { item: string; competition: string; phasePosition: number; group: string; round: number };

/**
 * `after` of every item: a round after the previous round of its group, the first rounds of a phase
 * after the last rounds of the competition's previous phase (a heat phase is one layer).
 */
const orderItems = (layers: Layered[]) => {
  const after = new Map<string, string[]>();
  const byCompetition = groupBy(layers, (layer) => layer.competition);
  for (const rows of byCompetition.values()) {
    const phases = [...groupBy(rows, (row) => row.phasePosition).entries()].sort((a, b) => a[0] - b[0]);
    let previousLast: string[] = [];
    for (const [, phaseRows] of phases) {
      const first: string[] = [];
      const last: string[] = [];
      for (const groupRows of groupBy(phaseRows, (row) => row.group).values()) {
        const rounds = [...groupBy(groupRows, (row) => row.round).entries()].sort((a, b) => a[0] - b[0]);
        rounds.forEach(([, roundRows], index) => {
          const ids = roundRows.map((row) => row.item);
          if (index === 0) first.push(...ids);
          else
            for (const id of ids)
              after.set(
                id,
                rounds[index - 1]![1].map((row) => row.item),
              );
          if (index === rounds.length - 1) last.push(...ids);
        });
      }
      if (previousLast.length)
        for (const id of first) after.set(id, [...(after.get(id) ?? []), ...previousLast]);
      previousLast = last;
    }
  }
  return after;
};

/**
 * The engine's problem for the unplayed duels and heats of `competitionIds`: the spaces with their
 * opening hours over the days, the teams, the athletes in more than one team (same person in two
 * categories), the order of rounds and phases, the competition's dates, and the referees with
 * their absences and exclusions (a playing association, a category below the competition's).
 */
export const buildProblem = async (
  tx: Executor,
  competitionIds: string[],
  setup: Setup,
): Promise<BuiltProblem> => {
  const spaces = await readSpaces(tx, setup);
  const competitions = await readCompetitions(tx, competitionIds);
  const ids = competitions.map((c) => c.id);
  const competitionById = new Map(competitions.map((c) => [c.id, c]));
  const allowed = (competition: string) =>
    setup.competition_spaces.find((c) => c.competition_id === competition)?.space_ids ?? setup.space_ids;

  const duels = resourceTable("duels");
  const rounds = resourceTable("rounds");
  const groups = resourceTable("competitiongroups");
  const phases = resourceTable("phases");
  const heats = resourceTable("heats");
  const entries = resourceTable("heatentries");
  const teams = resourceTable("teams");
  const members = resourceTable("teammembers");

  const duelRows = ids.length
    ? await tx
        .select({
          id: duels.id,
          version: duels.version,
          status: duels.status,
          competition_id: duels.competition_id,
          home: duels.home_team_id,
          away: duels.away_team_id,
          scheduled_at: duels.scheduled_at,
          space_id: duels.space_id,
          round: rounds.number,
          round_name: rounds.name,
          group_id: rounds.group_id,
          phase_position: phases.position,
        })
        .from(duels)
        .innerJoin(rounds, eq(rounds.id, duels.round_id))
        .innerJoin(groups, eq(groups.id, rounds.group_id))
        .innerJoin(phases, eq(phases.id, groups.phase_id))
        .where(and(inArray(duels.competition_id, ids), eq(duels.status, "scheduled")))
    : [];
  const heatRows = ids.length
    ? await tx
        .select({
          id: heats.id,
          version: heats.version,
          status: heats.status,
          competition_id: heats.competition_id,
          name: heats.name,
          scheduled_at: heats.scheduled_at,
          space_id: heats.space_id,
          phase_id: heats.phase_id,
          phase_name: phases.name,
          phase_position: phases.position,
        })
        .from(heats)
        .innerJoin(phases, eq(phases.id, heats.phase_id))
        .where(and(inArray(heats.competition_id, ids), ne(heats.status, "official")))
    : [];
  const entryRows = heatRows.length
    ? await tx
        .select({ heat_id: entries.heat_id, team_id: entries.team_id, user_id: entries.user_id })
        .from(entries)
        .where(
          inArray(
            entries.heat_id,
            heatRows.map((h) => h.id),
          ),
        )
    : [];

  const teamIds = [...new Set(compact(duelRows.flatMap((d) => [d.home, d.away])))];
  const teamRows = teamIds.length
    ? await tx
        .select({ id: teams.id, name: teams.name, association_id: teams.association_id })
        .from(teams)
        .where(inArray(teams.id, teamIds))
    : [];
  const memberRows = teamIds.length
    ? await tx
        .select({ team_id: members.team_id, user_id: members.user_id })
        .from(members)
        .where(and(inArray(members.team_id, teamIds), inArray(members.role, ["athlete", "captain"])))
    : [];
  // A person counts as an athlete of an item only when they play in more than one team or heat of
  // the problem: teammates of one team are already kept apart by the team itself.
  const teamsOfPerson = new Map<string, Set<string>>();
  const note = (person: string | null, where: string) => {
    if (!person) return;
    teamsOfPerson.set(person, (teamsOfPerson.get(person) ?? new Set()).add(where));
  };
  for (const row of memberRows) note(row.user_id, `team:${row.team_id}`);
  for (const row of entryRows) note(row.user_id, `heat:${row.heat_id}`);
  const shared = (person: string | null) => Boolean(person && (teamsOfPerson.get(person)?.size ?? 0) > 1);
  const athletesOfTeam = groupBy(
    memberRows.filter((row) => shared(row.user_id)),
    (row) => row.team_id,
  );
  const entriesOfHeat = groupBy(entryRows, (row) => row.heat_id);

  const teamNames = new Map(teamRows.map((team) => [team.id, team.name]));
  const associationsOfTeam = new Map(teamRows.map((team) => [team.id, team.association_id]));
  const personIds = [...teamsOfPerson.keys()].filter(shared);
  const personNames = new Map(
    personIds.length
      ? (
          await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, personIds))
        ).map((row) => [row.id, row.name] as const)
      : [],
  );

  const referees = setup.referees_per_duel > 0 ? await readReferees(tx, setup) : [];
  const firstDay = setup.days.toSorted()[0]!;
  const lastDay = setup.days.toSorted().at(-1)!;
  const windowOf = (competition: CompetitionRow): TimeWindow | undefined => {
    if (!competition.starts_on && !competition.ends_on) return undefined;
    return {
      start: localMinute(competition.starts_on?.slice(0, 10) ?? firstDay, "00:00"),
      end: localMinute(competition.ends_on?.slice(0, 10) ?? lastDay, "23:59") + 1,
    };
  };

  const items = new Map<string, ItemSource>();
  const problemItems: ScheduleItem[] = [];
  const layers: Layered[] = [];
  const stored = new Map<string, { spaceId: string; start: number }>();
  const remember = (id: string, spaceId: string | null, at: unknown) => {
    const start = minuteOf(at);
    if (spaceId && start !== null) stored.set(id, { spaceId, start });
  };

  for (const duel of duelRows) {
    const competition = competitionById.get(String(duel.competition_id));
    if (!competition) continue;
    const id = duelId(duel.id);
    const sides = compact([duel.home, duel.away]);
    const associations = new Set(compact(sides.map((team) => associationsOfTeam.get(team))));
    const excluded = referees
      .filter(
        (referee) =>
          (referee.association_id && associations.has(referee.association_id)) ||
          (competition.level != null && (referee.level == null || referee.level > competition.level)),
      )
      .map((referee) => referee.id);
    const space_ids = allowed(competition.id);
    items.set(id, {
      id,
      kind: "duel",
      record_id: duel.id,
      competition_id: competition.id,
      competition_name: competition.name,
      round: duel.round_name,
      title: sides.length ? sides.map((team) => teamNames.get(team) ?? "—").join(" x ") : "A definir",
      duration: setup.duel_minutes,
      space_ids,
      version: duel.version,
      status: duel.status ?? "scheduled",
    });
    problemItems.push({
      id,
      durationMinutes: setup.duel_minutes,
      spaces: space_ids,
      teams: sides,
      athletes: [
        ...new Set(sides.flatMap((team) => (athletesOfTeam.get(team) ?? []).map((row) => row.user_id))),
      ],
      referees: setup.referees_per_duel,
      refereesExcluded: excluded,
      window: windowOf(competition),
      group: competition.id,
    });
    layers.push({
      item: id,
      competition: competition.id,
      phasePosition: duel.phase_position ?? 0,
      group: duel.group_id,
      round: duel.round ?? 0,
    });
    remember(id, duel.space_id, duel.scheduled_at);
  }

  for (const heat of heatRows) {
    const competition = competitionById.get(String(heat.competition_id));
    if (!competition) continue;
    const id = heatId(heat.id);
    const heatEntries = entriesOfHeat.get(heat.id) ?? [];
    const space_ids = allowed(competition.id);
    items.set(id, {
      id,
      kind: "heat",
      record_id: heat.id,
      competition_id: competition.id,
      competition_name: competition.name,
      round: heat.phase_name,
      title: `${heat.name} (${heatEntries.length} ${heatEntries.length === 1 ? "inscrição" : "inscrições"})`,
      duration: setup.heat_minutes,
      space_ids,
      version: heat.version,
      status: heat.status ?? "pending",
    });
    problemItems.push({
      id,
      durationMinutes: setup.heat_minutes,
      spaces: space_ids,
      // A relay team is an entry of its own; individual entries are kept apart by their athletes.
      teams: compact(heatEntries.filter((entry) => !entry.user_id).map((entry) => entry.team_id)),
      athletes: compact(heatEntries.map((entry) => entry.user_id)).filter(shared),
      window: windowOf(competition),
      group: competition.id,
    });
    layers.push({
      item: id,
      competition: competition.id,
      phasePosition: heat.phase_position ?? 0,
      group: heat.phase_id,
      round: 0,
    });
    remember(id, heat.space_id, heat.scheduled_at);
  }

  const after = orderItems(layers);
  for (const item of problemItems) {
    const before = after.get(item.id);
    if (before?.length) item.after = before;
    const kept = stored.get(item.id);
    if (setup.keep_placed && kept && item.spaces.includes(kept.spaceId)) item.fixed = { ...kept };
  }

  return {
    problem: {
      items: problemItems,
      spaces: spaces.map((space) => ({ id: space.id, windows: space.windows })),
      referees: referees.map((referee) => ({ id: referee.id, windows: referee.windows })),
      rules: {
        minRestMinutes: setup.min_rest_minutes,
        changeoverMinutes: setup.changeover_minutes,
        ...(setup.max_per_team_per_day ? { maxItemsPerTeamPerDay: setup.max_per_team_per_day } : {}),
        // The board's rows are 15 minutes apart (features/schedules/scheduleBoard.ts): proposals land on them.
        slotMinutes: 15,
      },
    },
    items,
    spaces,
    spaceNames: new Map(spaces.map((space) => [space.id, { name: space.name, venue: space.venue_name }])),
    teamNames,
    personNames,
    refereeNames: new Map(referees.map((referee) => [referee.id, referee.name])),
    stored,
  };
};

type RefereeRow = ScheduleReferee & {
  name: string;
  association_id: string | null;
  level: number | null;
};

/** Active referees, each available over the chosen days less their absences. */
const readReferees = async (tx: Executor, setup: Setup): Promise<RefereeRow[]> => {
  const referees = resourceTable("referees");
  const categories = resourceTable("refereecategories");
  const absences = resourceTable("refereeabsences");
  const rows = await tx
    .select({
      id: referees.id,
      name: users.name,
      association_id: referees.association_id,
      level: categories.level,
    })
    .from(referees)
    .innerJoin(users, eq(users.id, referees.user_id))
    .leftJoin(categories, eq(categories.id, referees.category_id))
    .where(sql`coalesce(${referees.active}, true)`);
  const days = setup.days.map((day) => ({
    start: localMinute(day, "00:00"),
    end: localMinute(day, "23:59") + 1,
  }));
  const away = rows.length
    ? await tx
        .select({ referee_id: absences.referee_id, starts_at: absences.starts_at, ends_at: absences.ends_at })
        .from(absences)
        .where(
          inArray(
            absences.referee_id,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const awayOf = groupBy(away, (row) => row.referee_id);
  return rows.map((row) => ({
    ...row,
    windows: subtractWindows(
      days,
      (awayOf.get(row.id) ?? []).map((absence) => ({
        start: minuteOf(absence.starts_at) ?? 0,
        end: minuteOf(absence.ends_at) ?? 0,
      })),
    ),
  }));
};

export type { ScheduleSetup };
