import type {
  OpenCompetition,
  OpenCompetitions,
  RegisteredTeamSummary,
  RegistrationAthlete,
  RegistrationWindow,
  TeamPerson,
} from "@quadra/shared";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { displayName } from "../my/myPerson.ts";
import { rosterDocuments } from "../teams/rosterDocuments.ts";
import { type CompetitionRow, competitionOf, findTeams, teamTables } from "../teams/teamRecords.ts";

/**
 * Whether registrations are open today: the competition takes them (`registration`) and today
 * (Brazil's day) is inside its registration dates, each end optional.
 */
export const registrationWindow = (
  competition: Pick<CompetitionRow, "registration_starts_on" | "registration_ends_on">,
  today: string,
): RegistrationWindow => {
  if (competition.registration_starts_on && today < competition.registration_starts_on) return "not_yet";
  if (competition.registration_ends_on && today > competition.registration_ends_on) return "closed";
  return "open";
};

/** The association's managers: who, besides a member, may be a team's responsible. */
export const associationManagers = async (
  tx: Executor,
  { tenantId, associationId }: { tenantId: string; associationId: string },
): Promise<TeamPerson[]> => {
  const { managers } = teamTables();
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName })
    .from(managers)
    .innerJoin(users, and(eq(users.tenantId, managers.tenant_id), eq(users.id, managers.user_id)))
    .where(and(eq(managers.tenant_id, tenantId), eq(managers.association_id, associationId)))
    .orderBy(asc(users.name));
  return rows.map((row) => ({ id: row.id, name: displayName(row) }));
};

/** The association's active athletes (not anonymized), by name, with where their documents stand. */
const activeAthletes = async (
  tx: Executor,
  { tenantId, associationId }: { tenantId: string; associationId: string },
): Promise<RegistrationAthlete[]> => {
  const { affiliations: af } = teamTables();
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName, birthdate: users.birthdate })
    .from(af)
    .innerJoin(
      users,
      and(eq(users.tenantId, af.tenant_id), eq(users.id, af.user_id), isNull(users.anonymizedAt)),
    )
    .where(and(eq(af.tenant_id, tenantId), eq(af.association_id, associationId), eq(af.status, "active")))
    .orderBy(asc(users.name))
    .limit(2_000);
  const documents = await rosterDocuments(tx, {
    tenantId,
    userIds: rows.map((row) => row.id),
    today: brazilDay(),
  });
  return rows.map((row) => ({
    user_id: row.id,
    name: displayName(row),
    birthdate: row.birthdate ?? null,
    documents: documents.get(row.id) ?? { regular: true, items: [] },
  }));
};

/**
 * What a manager's "competições abertas" screen shows of one association: the competitions taking
 * registrations (soonest deadline first) with the association's teams in each, its active athletes
 * with their documents, and its managers.
 */
export const openCompetitionsOf = async (
  tx: Executor,
  { tenantId, association }: { tenantId: string; association: TeamPerson },
): Promise<OpenCompetitions> => {
  const { competitions: c, teams: t, members: m } = teamTables();
  const sports = resourceTable("sports");
  const rows = (await tx
    .select({ competition: c, sport: sports.name })
    .from(c)
    .leftJoin(sports, and(eq(sports.tenant_id, c.tenant_id), eq(sports.id, c.sport_id)))
    .where(and(eq(c.tenant_id, tenantId), eq(c.status, "registration"), isNull(c.deleted_at)))
    .orderBy(sql`${c.registration_ends_on} asc nulls last`, sql`${c.starts_on} asc nulls last`, asc(c.name))
    .limit(500)) as { competition: CompetitionRow & { venue: string | null }; sport: string | null }[];
  const ids = rows.map((row) => row.competition.id);
  const joined = ids.length
    ? await findTeams(tx, {
        tenantId,
        where: and(eq(t.association_id, association.id), inArray(t.competition_id, ids)),
      })
    : [];
  const totals = new Map<string, number>();
  if (joined.length)
    for (const row of await tx
      .select({ team_id: m.team_id, total: count() })
      .from(m)
      .where(
        and(
          eq(m.tenant_id, tenantId),
          inArray(
            m.team_id,
            joined.map((team) => team.team.id),
          ),
        ),
      )
      .groupBy(m.team_id))
      totals.set(row.team_id as string, Number(row.total));
  const today = brazilDay();
  const competitions = rows.map(
    ({ competition, sport }): OpenCompetition => ({
      ...competitionOf(competition),
      sport,
      venue: competition.venue ?? null,
      registration_starts_on: competition.registration_starts_on ?? null,
      registration_ends_on: competition.registration_ends_on ?? null,
      window: registrationWindow(competition, today),
      teams: joined
        .filter((team) => team.team.competition_id === competition.id)
        .map(
          (team): RegisteredTeamSummary => ({
            id: team.team.id,
            name: team.team.name,
            status: team.team.status,
            review_reason: team.team.review_reason ?? null,
            member_count: totals.get(team.team.id) ?? 0,
          }),
        ),
    }),
  );
  return {
    association,
    competitions,
    athletes: await activeAthletes(tx, { tenantId, associationId: association.id }),
    managers: await associationManagers(tx, { tenantId, associationId: association.id }),
  };
};
