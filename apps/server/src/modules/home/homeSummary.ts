import {
  can,
  type HomeCompetition,
  type HomeDocumentToSend,
  type HomeEvent,
  type HomeSummary,
  OPEN_COMPETITION_STATUSES,
  type PermissionSubject,
  RESOURCES,
} from "@quadra/shared";
import { and, asc, count, eq, exists, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { visibleWhere } from "../../platform/resources/ruleRegistry.ts";
import { brazilDay } from "../../platform/time.ts";
import { approvalCountsFor } from "../approvals/approvalCounters.ts";
import { documentStatusesOf } from "../documents/documentStatus.ts";
import { subjectsOf } from "../documents/documentSubjects.ts";
import { findTeams, teamTables } from "../teams/teamRecords.ts";

/** How many of each list the start page shows: it is a glance, each list links to the full one. */
const UPCOMING = 5;

type Viewer = { principal: PermissionSubject; userId: string; tenantId: string; modules: readonly string[] };

const hasModules = (viewer: Viewer, resource: string) =>
  (RESOURCES[resource]?.modules ?? []).every((module) => viewer.modules.includes(module));

/** Teams entered by associations that wait for approval, per competition (holders of `competitions`). */
const pendingTeams = async (tx: Executor, viewer: Viewer) => {
  const { teams: t, competitions: c } = teamTables();
  const rows = await tx
    .select({ competition_id: c.id, competition: c.name, count: count() })
    .from(t)
    .innerJoin(c, and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id), isNull(c.deleted_at)))
    .where(and(eq(t.tenant_id, viewer.tenantId), eq(t.status, "pending"), isNull(t.deleted_at)))
    .groupBy(c.id, c.name)
    .orderBy(asc(c.name));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
};

/** Competitions still on (planned, open for registration or running) that have not ended, nearest first. */
const nextCompetitions = async (tx: Executor, viewer: Viewer, today: string): Promise<HomeCompetition[]> => {
  const c = resourceTable("competitions");
  return (await tx
    .select({ id: c.id, name: c.name, starts_on: c.starts_on, ends_on: c.ends_on, status: c.status })
    .from(c)
    .where(
      and(
        eq(c.tenant_id, viewer.tenantId),
        isNull(c.deleted_at),
        inArray(c.status, [...OPEN_COMPETITION_STATUSES]),
        or(isNull(c.ends_on), gte(c.ends_on, today)),
        visibleWhere("competitions", { viewer: viewer.principal, table: c, tenantId: viewer.tenantId }),
      ),
    )
    .orderBy(sql`${c.starts_on} asc nulls last`, asc(c.name))
    .limit(UPCOMING)) satisfies HomeCompetition[];
};

/** The calendar from today on, cancelled events left out; non-public ones only for holders of `events`. */
const nextEvents = async (tx: Executor, viewer: Viewer, today: string): Promise<HomeEvent[]> => {
  const e = resourceTable("events");
  const staff = can(viewer.principal, "events");
  return (await tx
    .select({ id: e.id, title: e.title, starts_at: e.starts_at, place: e.place })
    .from(e)
    .where(
      and(
        eq(e.tenant_id, viewer.tenantId),
        ne(e.status, "cancelled"),
        // From the start of today in São Paulo: an event this morning is still today's.
        gte(e.starts_at, sql`(${today}::date)::timestamp at time zone 'America/Sao_Paulo'`),
        staff ? undefined : eq(e.public, true),
      ),
    )
    .orderBy(asc(e.starts_at))
    .limit(UPCOMING)
    .then((rows) =>
      // A datetime field is read as a string (resourceTable.ts), normalised to UTC here.
      rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() })),
    )) satisfies HomeEvent[];
};

/** The caller's and their dependents' required documents still to send (missing, refused, expired). */
const documentsToSend = async (tx: Executor, viewer: Viewer, today: string) => {
  const people = await subjectsOf(tx, viewer.tenantId, viewer.userId);
  const statuses = await documentStatusesOf(tx, {
    tenantId: viewer.tenantId,
    userIds: people.map((person) => person.id),
    today,
    showHealth: true,
  });
  return people
    .map((person) => ({
      user_id: person.id,
      name: person.name,
      self: person.is_self,
      items: (statuses.get(person.id)?.items ?? [])
        .filter(
          (item) => item.status === "missing" || item.status === "rejected" || item.status === "expired",
        )
        .map(
          (item): HomeDocumentToSend => ({
            documenttype_id: item.documenttype_id,
            name: item.name,
            status: item.status as HomeDocumentToSend["status"],
            review_reason: item.status === "rejected" ? (item.review_reason ?? null) : null,
          }),
        ),
    }))
    .filter((person) => person.items.length);
};

/** The teams the caller plays or works on, or is responsible for, in competitions still on. */
const myTeams = async (tx: Executor, viewer: Viewer) => {
  const { teams: t, competitions: c, members: m } = teamTables();
  const joined = await findTeams(tx, {
    tenantId: viewer.tenantId,
    where: and(
      inArray(c.status, [...OPEN_COMPETITION_STATUSES]),
      or(
        eq(t.responsible_id, viewer.userId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(m)
            .where(and(eq(m.tenant_id, t.tenant_id), eq(m.team_id, t.id), eq(m.user_id, viewer.userId))),
        ),
      ),
    ),
  });
  return joined.slice(0, UPCOMING).map((row) => ({
    id: row.team.id as string,
    name: row.team.name as string,
    competition: row.competition.name as string,
    is_responsible: row.team.responsible_id === viewer.userId,
  }));
};

/**
 * The whole start page for one viewer, inside their tenant's transaction: each part is read only
 * when the viewer may see it (permission and module), so a person without staff permissions costs
 * the documents, teams and events queries and nothing else.
 */
export const homeSummary = async (tx: Executor, viewer: Viewer): Promise<HomeSummary> => {
  const today = brazilDay();
  const competitions = can(viewer.principal, "competitions") && hasModules(viewer, "competitions");
  const teams = can(viewer.principal, "my_teams") && hasModules(viewer, "teams");
  return {
    approvals: await approvalCountsFor(tx, viewer),
    pending_teams: competitions ? await pendingTeams(tx, viewer) : null,
    competitions: competitions ? await nextCompetitions(tx, viewer, today) : null,
    events: await nextEvents(tx, viewer, today),
    documents: await documentsToSend(tx, viewer, today),
    teams: teams ? await myTeams(tx, viewer) : null,
  };
};
