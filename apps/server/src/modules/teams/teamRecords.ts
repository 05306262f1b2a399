import type { RosterMember, TeamCompetition, TeamMemberRole, TeamPerson } from "@quadra/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { displayName } from "../my/myPerson.ts";

/** The tables of the competitions slice, read through the registry (they have no drizzle schema file). */
export const teamTables = () => ({
  competitions: resourceTable("competitions") as any,
  teams: resourceTable("teams") as any,
  members: resourceTable("teammembers") as any,
  associations: resourceTable("associations") as any,
  managers: resourceTable("associationmanagers") as any,
  affiliations: resourceTable("associationusers") as any,
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
  team: Record<string, any>;
  competition: Record<string, any>;
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
  { tenantId, where, lock = false }: { tenantId: string; where: unknown; lock?: boolean },
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
    .where(and(eq(t.tenant_id, tenantId), isNull(t.deleted_at), where as any))
    .orderBy(sql`${c.starts_on} desc nulls last`, asc(t.name))
    .limit(1_000);
  return (lock ? await query.for("update", { of: t }) : await query) as TeamJoined[];
};

export const competitionOf = (row: Record<string, any>): TeamCompetition => ({
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

/** The members of some teams, each team's in roster order (one query for all of them). */
export const rostersOf = async (
  tx: Executor,
  { tenantId, teamIds }: { tenantId: string; teamIds: string[] },
): Promise<Map<string, RosterMember[]>> => {
  const rosters = new Map<string, RosterMember[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return rosters;
  const { members: m } = teamTables();
  const rows = (await tx
    .select({ member: m, name: users.name, socialName: users.socialName })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(and(eq(m.tenant_id, tenantId), inArray(m.team_id, teamIds)))) as {
    member: Record<string, any>;
    name: string;
    socialName: string | null;
  }[];
  for (const row of rows)
    rosters.get(row.member.team_id)?.push({
      id: row.member.id,
      user_id: row.member.user_id,
      name: displayName(row),
      role: row.member.role as TeamMemberRole,
      number: row.member.number ?? null,
      position: row.member.position ?? null,
    });
  for (const roster of rosters.values()) roster.sort(byRosterOrder);
  return rosters;
};
