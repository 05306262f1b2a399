import type { AppointmentStatus } from "@quadra/shared/resources/catalog/refereeing";
import { and, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { toDate } from "./appointmentConflicts.ts";

/**
 * The matches and heats the board and the costs read, and the appointments with what a person reads
 * of them (names of the referee, role, competition and sides), in a few set-wise queries.
 */

export type EventRow = {
  kind: "duel" | "heat";
  id: string;
  competition_id: string;
  competition_name: string;
  title: string;
  scheduled_at: string | null;
  place: string | null;
};

export type Period = {
  competition_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The start of a day in Brasília (UTC-3, no daylight saving since 2019), as an ISO instant. */
export const dayStart = (day: string) => `${day}T00:00:00-03:00`;
export const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const EVENT_LIMIT = 400;

/** Matches as events (title "Jogo 3: Leões × Tigres"), those `where` picks, soonest first. */
const duelEvents = async (tx: Executor, where: SQL | undefined, limit = EVENT_LIMIT): Promise<EventRow[]> => {
  const duels = resourceTable("duels");
  const competitions = resourceTable("competitions");
  const teams = resourceTable("teams");
  const home = alias(teams, "home_team");
  const away = alias(teams, "away_team");
  const rows = await tx
    .select({
      id: duels.id,
      competition_id: duels.competition_id,
      competition_name: competitions.name,
      number: duels.number,
      home: home.name,
      away: away.name,
      scheduled_at: duels.scheduled_at,
      place: duels.place,
    })
    .from(duels)
    .innerJoin(competitions, eq(competitions.id, duels.competition_id))
    .leftJoin(home, eq(home.id, duels.home_team_id))
    .leftJoin(away, eq(away.id, duels.away_team_id))
    .where(where)
    .orderBy(sql`${duels.scheduled_at} asc nulls last`, duels.number)
    .limit(limit);
  return rows.map((row) => ({
    kind: "duel" as const,
    id: row.id,
    competition_id: String(row.competition_id),
    competition_name: String(row.competition_name),
    title: `Jogo ${row.number ?? "—"}: ${row.home ?? "a definir"} × ${row.away ?? "a definir"}`,
    scheduled_at: toDate(row.scheduled_at)?.toISOString() ?? null,
    place: row.place ?? null,
  }));
};

/** Heats as events (titled by their name), those `where` picks, soonest first. */
const heatEvents = async (tx: Executor, where: SQL | undefined, limit = EVENT_LIMIT): Promise<EventRow[]> => {
  const heats = resourceTable("heats");
  const competitions = resourceTable("competitions");
  const rows = await tx
    .select({
      id: heats.id,
      competition_id: heats.competition_id,
      competition_name: competitions.name,
      name: heats.name,
      scheduled_at: heats.scheduled_at,
      place: heats.place,
    })
    .from(heats)
    .innerJoin(competitions, eq(competitions.id, heats.competition_id))
    .where(where)
    .orderBy(sql`${heats.scheduled_at} asc nulls last`, heats.number)
    .limit(limit);
  return rows.map((row) => ({
    kind: "heat" as const,
    id: row.id,
    competition_id: String(row.competition_id),
    competition_name: String(row.competition_name),
    title: String(row.name),
    scheduled_at: toDate(row.scheduled_at)?.toISOString() ?? null,
    place: row.place ?? null,
  }));
};

/** The matches and heats of a competition and/or a period (by their date), soonest first. */
export const eventsOf = async (tx: Executor, period: Period): Promise<EventRow[]> => {
  const duels = resourceTable("duels");
  const heats = resourceTable("heats");
  const within = (column: typeof duels.scheduled_at | typeof heats.scheduled_at, competition: any) => {
    const conditions: (SQL | undefined)[] = [];
    if (period.competition_id) conditions.push(eq(competition, period.competition_id));
    if (period.from) conditions.push(gte(column, dayStart(period.from)));
    if (period.to) conditions.push(lt(column, dayStart(nextDay(period.to))));
    return and(...conditions);
  };
  const events = [
    ...(await duelEvents(tx, within(duels.scheduled_at, duels.competition_id))),
    ...(await heatEvents(tx, within(heats.scheduled_at, heats.competition_id))),
  ];
  return events
    .sort((a, b) => (a.scheduled_at ?? "9999").localeCompare(b.scheduled_at ?? "9999"))
    .slice(0, EVENT_LIMIT);
};

export type AppointmentRow = {
  id: string;
  competition_id: string;
  duel_id: string | null;
  heat_id: string | null;
  referee_id: string;
  referee_name: string;
  user_id: string;
  email: string | null;
  phone: string | null;
  role_id: string;
  role_name: string;
  status: AppointmentStatus;
  respond_by: string | null;
  responded_at: string | null;
  decline_reason: string | null;
  fee: number | null;
  warnings_accepted: string | null;
  notified_at: string | null;
  updated_at: string;
};

const appointmentsTable = () => resourceTable("refereeappointments");
type AppointmentsTable = ReturnType<typeof appointmentsTable>;

/** Appointments with the names a person reads, by a condition on the appointments' table. */
export const appointmentRows = async (
  tx: Executor,
  where: (t: AppointmentsTable) => SQL | undefined,
): Promise<AppointmentRow[]> => {
  const appointments = appointmentsTable();
  const referees = resourceTable("referees");
  const roles = resourceTable("refereeroles");
  const rows = await tx
    .select({
      id: appointments.id,
      competition_id: appointments.competition_id,
      duel_id: appointments.duel_id,
      heat_id: appointments.heat_id,
      referee_id: appointments.referee_id,
      referee_name: sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`,
      user_id: referees.user_id,
      email: users.email,
      phone: users.phone,
      role_id: appointments.role_id,
      role_name: roles.name,
      status: appointments.status,
      respond_by: appointments.respond_by,
      responded_at: appointments.responded_at,
      decline_reason: appointments.decline_reason,
      fee: appointments.fee,
      warnings_accepted: appointments.warnings_accepted,
      notified_at: appointments.notified_at,
      updated_at: appointments.updated_at,
    })
    .from(appointments)
    .innerJoin(referees, eq(referees.id, appointments.referee_id))
    .innerJoin(users, eq(users.id, referees.user_id))
    .innerJoin(roles, eq(roles.id, appointments.role_id))
    .where(where(appointments))
    .orderBy(roles.order, appointments.created_at);
  return rows.map((row) => ({
    ...row,
    competition_id: String(row.competition_id),
    duel_id: row.duel_id ?? null,
    heat_id: row.heat_id ?? null,
    referee_id: String(row.referee_id),
    user_id: String(row.user_id),
    role_id: String(row.role_id),
    role_name: String(row.role_name),
    status: (row.status ?? "appointed") as AppointmentStatus,
    respond_by: toDate(row.respond_by)?.toISOString() ?? null,
    responded_at: toDate(row.responded_at)?.toISOString() ?? null,
    notified_at: toDate(row.notified_at)?.toISOString() ?? null,
    updated_at: toDate(row.updated_at)?.toISOString() ?? new Date().toISOString(),
    fee: row.fee ?? null,
    decline_reason: row.decline_reason ?? null,
    warnings_accepted: row.warnings_accepted ?? null,
  }));
};

/** The appointments to these matches and heats. */
export const appointmentsOfEvents = (tx: Executor, events: readonly EventRow[]) => {
  const duelIds = events.filter((event) => event.kind === "duel").map((event) => event.id);
  const heatIds = events.filter((event) => event.kind === "heat").map((event) => event.id);
  if (!duelIds.length && !heatIds.length) return Promise.resolve([]);
  return appointmentRows(tx, (t) =>
    or(
      duelIds.length ? inArray(t.duel_id, duelIds) : undefined,
      heatIds.length ? inArray(t.heat_id, heatIds) : undefined,
    ),
  );
};

/** Still awaiting an answer once its deadline passed. */
export const isOverdue = (row: Pick<AppointmentRow, "status" | "respond_by">, now = new Date()) =>
  row.status === "appointed" && row.respond_by !== null && new Date(row.respond_by) < now;

/** The events of these appointments, by id (for the referee's own list, the notices, the feed). */
export const eventsById = async (tx: Executor, rows: readonly AppointmentRow[]) => {
  const duels = resourceTable("duels");
  const heats = resourceTable("heats");
  const duelIds = rows.map((row) => row.duel_id).filter((id): id is string => Boolean(id));
  const heatIds = rows.map((row) => row.heat_id).filter((id): id is string => Boolean(id));
  const events = [
    ...(duelIds.length ? await duelEvents(tx, inArray(duels.id, duelIds), duelIds.length) : []),
    ...(heatIds.length ? await heatEvents(tx, inArray(heats.id, heatIds), heatIds.length) : []),
  ];
  return new Map(events.map((event) => [event.id, event]));
};
