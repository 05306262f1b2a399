import type {
  CompetitionStatus,
  ReviewStatus,
  RosterMember,
  TeamCompetition,
  TeamMemberRole,
  TeamPerson,
} from "@quadra/shared";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import type { RecordRow, SoftDeleted } from "../../platform/resources/recordRow.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { displayName } from "../my/myPerson.ts";

/** A competition (catalog/teams.ts `competitions`). */
export type CompetitionRow = RecordRow<{
  name: string;
  season: number | null;
  sport_id: string | null;
  category: string | null;
  category_id: string | null;
  starts_on: string | null;
  ends_on: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  status: CompetitionStatus;
  max_members: number | null;
  description: string | null;
}> &
  SoftDeleted;

/** A team (catalog/teams.ts `teams`). */
export type TeamRow = RecordRow<{
  competition_id: string;
  name: string;
  association_id: string;
  responsible_id: string | null;
  // The column defaults to "approved" and the field is read-only: it is never written empty.
  status: ReviewStatus;
  review_reason: string | null;
  notes: string | null;
}> &
  SoftDeleted;

/** A team member (catalog/teams.ts `teammembers`). */
export type TeamMemberRow = RecordRow<{
  team_id: string;
  user_id: string;
  role: TeamMemberRole;
  number: number | null;
  position: string | null;
}>;

/**
 * The tables of the competitions slice, read through the registry (they have no drizzle schema
 * file); their statuses and roles are read as the unions of the row types above.
 */
export const teamTables = () => ({
  competitions: resourceTable("competitions"),
  teams: resourceTable("teams"),
  members: resourceTable("teammembers"),
  associations: resourceTable("associations"),
  managers: resourceTable("associationmanagers"),
  affiliations: resourceTable("associationusers"),
});

const responsibles = alias(users, "responsible");

/** The columns every team answer carries: the team, its competition, association and responsible. */
const teamColumns = () => {
  const { competitions: c, teams: t, associations: a } = teamTables();
  return {
    team: t,
    competition: c,
    association_name: a.name,
    responsible_name: responsibles.name,
    responsible_social_name: responsibles.socialName,
  };
};

export type TeamJoined = {
  team: TeamRow;
  competition: CompetitionRow;
  association_name: string;
  responsible_name: string | null;
  responsible_social_name: string | null;
};

/**
 * Teams with their competition, association and responsible: live teams of live competitions
 * (a deleted competition takes its teams out of every personal list). `lock` takes the teams FOR
 * UPDATE, which serializes the roster changes of one team (its limit and its numbers).
 */
export const findTeams = async (
  tx: Executor,
  { tenantId, where, lock = false }: { tenantId: string; where: SQL | undefined; lock?: boolean },
): Promise<TeamJoined[]> => {
  const { competitions: c, teams: t, associations: a } = teamTables();
  const query = tx
    .select(teamColumns())
    .from(t)
    .innerJoin(c, and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id), isNull(c.deleted_at)))
    .innerJoin(a, and(eq(a.tenant_id, t.tenant_id), eq(a.id, t.association_id)))
    .leftJoin(
      responsibles,
      and(eq(responsibles.tenantId, t.tenant_id), eq(responsibles.id, t.responsible_id)),
    )
    .where(and(eq(t.tenant_id, tenantId), isNull(t.deleted_at), where))
    .orderBy(sql`${c.starts_on} desc nulls last`, asc(t.name))
    .limit(1_000);
  // The tables' columns are untyped (teamTables): the rows are the catalogue's, typed here.
  return (lock ? await query.for("update", { of: t }) : await query) as TeamJoined[];
};

export const competitionOf = (row: CompetitionRow): TeamCompetition => ({
  id: row.id,
  name: row.name,
  season: row.season ?? null,
  category: row.category ?? null,
  starts_on: row.starts_on ?? null,
  ends_on: row.ends_on ?? null,
  status: row.status,
  max_members: row.max_members ?? null,
});

export const responsibleOf = (joined: TeamJoined): TeamPerson | null =>
  joined.team.responsible_id && joined.responsible_name
    ? {
        id: joined.team.responsible_id,
        name: displayName({ name: joined.responsible_name, socialName: joined.responsible_social_name }),
      }
    : null;

/** Players first by number, then the technical staff; the roster's usual reading order. */
const STAFF_ROLES = new Set(["coach", "assistant", "physio", "doctor", "official"]);
const byRosterOrder = (a: RosterMember, b: RosterMember) =>
  Number(STAFF_ROLES.has(a.role)) - Number(STAFF_ROLES.has(b.role)) ||
  (a.number ?? 1_000) - (b.number ?? 1_000) ||
  a.name.localeCompare(b.name, "pt-BR");

/** A member row with the person's names, as the rosters read it. */
export type MemberWithName = { member: TeamMemberRow; name: string; socialName: string | null };

/** The members of some teams, each team's in roster order (one query for all of them). */
export const rostersOf = async (
  tx: Executor,
  { tenantId, teamIds }: { tenantId: string; teamIds: string[] },
): Promise<Map<string, RosterMember[]>> => {
  const rosters = new Map<string, RosterMember[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return rosters;
  const { members: m } = teamTables();
  // The table's columns are untyped (teamTables): the members are the catalogue's rows.
  const rows = (await tx
    .select({ member: m, name: users.name, socialName: users.socialName })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(and(eq(m.tenant_id, tenantId), inArray(m.team_id, teamIds)))) as MemberWithName[];
  for (const row of rows)
    rosters.get(row.member.team_id)?.push({
      id: row.member.id,
      user_id: row.member.user_id,
      name: displayName(row),
      role: row.member.role,
      number: row.member.number ?? null,
      position: row.member.position ?? null,
    });
  for (const roster of rosters.values()) roster.sort(byRosterOrder);
  return rosters;
};
