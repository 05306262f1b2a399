import {
  type AppointmentCheck,
  type AppointmentProblem,
  DEFAULT_MATCH_MINUTES,
} from "@quadra/shared/contracts/referees";
import { and, type Column, eq, gt, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";

type Row = Record<string, unknown>;

/**
 * How long a match or heat occupies its referees when nothing says otherwise: a duel has a start and
 * no end. QUADRA_REFEREE_MATCH_MINUTES changes it (a federation of futsal, 60; of football, 150).
 */
export const matchMinutes = () => {
  const configured = Number(process.env.QUADRA_REFEREE_MATCH_MINUTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MATCH_MINUTES;
};

/** Appointments that no longer hold a referee (they do not conflict, cost or show as pending). */
export const INACTIVE_STATUSES = ["declined", "cancelled"] as const;

/** The status of a stored appointment, an old row without one read as awaiting its answer. */
export const statusOf = (column: Column) => sql<string>`coalesce(${column}, 'appointed')`;
/** Appointments whose status is none of these. */
export const statusNotIn = (column: Column, statuses: readonly string[]) =>
  notInArray(statusOf(column), [...statuses]);

/** A stored timestamptz ("2026-03-15 13:30:00+00") as a Date; null stays null. */
export const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value;
  const text = String(value)
    .replace(" ", "T")
    .replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

const TIME = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const when = (date: Date) => TIME.format(date).replace(", ", " às ");

export type EventOf = {
  competition_id: string;
  starts: Date | null;
  /** The associations whose teams play it (a match's two sides, a heat's entries). */
  associations: string[];
};

/** The match or heat an appointment is to: its competition, start and playing associations. */
export const eventOf = async (tx: Executor, row: Row): Promise<EventOf | null> => {
  const teams = resourceTable("teams");
  if (row.duel_id) {
    const duels = resourceTable("duels");
    const [duel] = await tx
      .select({
        competition_id: duels.competition_id,
        scheduled_at: duels.scheduled_at,
        home: duels.home_team_id,
        away: duels.away_team_id,
      })
      .from(duels)
      .where(eq(duels.id, String(row.duel_id)));
    if (!duel) return null;
    const sides = [duel.home, duel.away].filter((id): id is string => Boolean(id));
    const associations = sides.length
      ? await tx.select({ id: teams.association_id }).from(teams).where(inArray(teams.id, sides))
      : [];
    return {
      competition_id: String(duel.competition_id),
      starts: toDate(duel.scheduled_at),
      associations: associations.map((team) => team.id).filter((id): id is string => Boolean(id)),
    };
  }
  if (row.heat_id) {
    const heats = resourceTable("heats");
    const entries = resourceTable("heatentries");
    const [heat] = await tx
      .select({ competition_id: heats.competition_id, scheduled_at: heats.scheduled_at })
      .from(heats)
      .where(eq(heats.id, String(row.heat_id)));
    if (!heat) return null;
    const associations = await tx
      .selectDistinct({ id: teams.association_id })
      .from(entries)
      .innerJoin(teams, eq(teams.id, entries.team_id))
      .where(eq(entries.heat_id, String(row.heat_id)));
    return {
      competition_id: String(heat.competition_id),
      starts: toDate(heat.scheduled_at),
      associations: associations.map((team) => team.id).filter((id): id is string => Boolean(id)),
    };
  }
  return null;
};

/**
 * Every conflict of appointing `row.referee_id` to `row`'s match or heat, besides the appointment
 * `row.id` itself. Refusals: absent then, of a playing association, already on this match.
 * Warnings: another appointment at an overlapping time, a category below the competition's, more
 * than the referee's matches a day. A few small queries: the referee's other live appointments are
 * read once and compared here.
 */
export const appointmentProblems = async (tx: Executor, row: Row): Promise<AppointmentCheck> => {
  const problems: AppointmentProblem[] = [];
  const event = await eventOf(tx, row);
  const refereeId = String(row.referee_id ?? "");
  if (!event || !refereeId) return { refusals: [], warnings: [] };
  const referees = resourceTable("referees");
  const categories = resourceTable("refereecategories");
  const competitions = resourceTable("competitions");
  const [referee] = await tx
    .select({
      association_id: referees.association_id,
      max_per_day: referees.max_per_day,
      level: categories.level,
      category_name: categories.name,
    })
    .from(referees)
    .leftJoin(categories, eq(categories.id, referees.category_id))
    .where(eq(referees.id, refereeId));
  if (!referee) return { refusals: [], warnings: [] };
  const minutes = matchMinutes();
  const starts = event.starts;
  const ends = starts ? new Date(starts.getTime() + minutes * 60_000) : null;

  if (starts && ends) {
    const absences = resourceTable("refereeabsences");
    const [absence] = await tx
      .select({ starts_at: absences.starts_at, ends_at: absences.ends_at, reason: absences.reason })
      .from(absences)
      .where(
        and(
          eq(absences.referee_id, refereeId),
          lt(absences.starts_at, ends.toISOString()),
          gt(absences.ends_at, starts.toISOString()),
        ),
      )
      .limit(1);
    if (absence) {
      const from = toDate(absence.starts_at)!;
      const until = toDate(absence.ends_at)!;
      problems.push({
        code: "absent",
        severity: "refusal",
        field: "referee_id",
        message: `Está indisponível de ${when(from)} até ${when(until)}${absence.reason ? ` (${absence.reason})` : ""}.`,
      });
    }
  }
  if (referee.association_id && event.associations.includes(referee.association_id))
    problems.push({
      code: "association",
      severity: "refusal",
      field: "referee_id",
      message: "É de uma entidade que tem equipe nesta partida.",
    });

  // The referee's other appointments that still hold, with when and where they are.
  const appointments = resourceTable("refereeappointments");
  const duels = resourceTable("duels");
  const heats = resourceTable("heats");
  const others = await tx
    .select({
      id: appointments.id,
      duel_id: appointments.duel_id,
      heat_id: appointments.heat_id,
      scheduled_at: sql<string | null>`coalesce(${duels.scheduled_at}, ${heats.scheduled_at})`,
      place: sql<string | null>`coalesce(${duels.place}, ${heats.place})`,
    })
    .from(appointments)
    .leftJoin(duels, eq(duels.id, appointments.duel_id))
    .leftJoin(heats, eq(heats.id, appointments.heat_id))
    .where(
      and(
        eq(appointments.referee_id, refereeId),
        statusNotIn(appointments.status, INACTIVE_STATUSES),
        row.id ? ne(appointments.id, String(row.id)) : undefined,
      ),
    );
  const sameEvent = others.some((other) =>
    row.duel_id ? other.duel_id === row.duel_id : other.heat_id === row.heat_id,
  );
  if (sameEvent)
    problems.push({
      code: "duplicate",
      severity: "refusal",
      field: "referee_id",
      message: row.duel_id ? "Já está escalado(a) nesta partida." : "Já está escalado(a) nesta bateria.",
    });

  if (starts && ends) {
    const overlapping = others.find((other) => {
      const otherStarts = toDate(other.scheduled_at);
      if (!otherStarts) return false;
      if (row.duel_id ? other.duel_id === row.duel_id : other.heat_id === row.heat_id) return false;
      const otherEnds = otherStarts.getTime() + minutes * 60_000;
      return otherStarts.getTime() < ends.getTime() && otherEnds > starts.getTime();
    });
    if (overlapping)
      problems.push({
        code: "overlap",
        severity: "warning",
        field: "referee_id",
        message: `Já está escalado(a) em outro lugar no mesmo horário (${when(toDate(overlapping.scheduled_at)!)}${
          overlapping.place ? `, ${overlapping.place}` : ""
        }).`,
      });
    const day = brazilDay(starts);
    const sameDay = new Set(
      others
        .filter((other) => {
          const otherStarts = toDate(other.scheduled_at);
          return otherStarts && brazilDay(otherStarts) === day;
        })
        .map((other) => String(other.duel_id ?? other.heat_id)),
    );
    sameDay.delete(String(row.duel_id ?? row.heat_id));
    const most = referee.max_per_day ?? 3;
    if (sameDay.size + 1 > most)
      problems.push({
        code: "per_day",
        severity: "warning",
        field: "referee_id",
        message: `Ficaria com ${sameDay.size + 1} partidas neste dia; o máximo dele(a) é ${most}.`,
      });
  }

  const [competition] = await tx
    .select({ level: categories.level, name: categories.name })
    .from(competitions)
    .innerJoin(categories, eq(categories.id, competitions.referee_category_id))
    .where(eq(competitions.id, event.competition_id));
  if (competition?.level != null && (referee.level == null || referee.level > competition.level))
    problems.push({
      code: "category",
      severity: "warning",
      field: "referee_id",
      message: `A categoria ${referee.category_name ?? "do(a) árbitro(a)"} é inferior à exigida pela competição (${competition.name}).`,
    });

  return {
    refusals: problems.filter((problem) => problem.severity === "refusal"),
    warnings: problems.filter((problem) => problem.severity === "warning"),
  };
};
