import {
  PUBLIC_COMPETITION_STATUSES,
  type PublicCompetitionCard,
  type PublicCompetitionStatus,
  type PublicTeamCard,
  searchTerms,
} from "@quadra/shared";
import { and, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { type TeamRefRow, teamStatus } from "../competitions/teamRefs.ts";
import { type CompetitionRow, teamTables } from "../teams/teamRecords.ts";

export const PUBLIC_COMPETITION_NOT_FOUND = "Competição não encontrada.";
export const PUBLIC_TEAM_NOT_FOUND = "Equipe não encontrada.";

/** A competition row with the columns the public pages show beyond the teams' slice. */
export type PublicCompetitionRow = CompetitionRow & {
  venue: string | null;
  public: boolean | null;
  regulation_id: string | null;
};

/**
 * The competitions the public may see: the tenant's, live, made public, and out of planning and
 * not cancelled. Every public read starts from this one condition.
 */
export const publicCompetitionWhere = (tenantId: string): SQL => {
  const { competitions: c } = teamTables();
  return and(
    eq(c.tenant_id, tenantId),
    eq(c.public, true),
    isNull(c.deleted_at),
    inArray(c.status, [...PUBLIC_COMPETITION_STATUSES]),
  )!;
};

/** Each term of a search, accent- and case-free, found in the record's search text. */
export const searchWhere = (column: unknown, q: string | undefined) => {
  const terms = searchTerms(q);
  return terms.length ? and(...terms.map((term) => sql`${column} like ${containsPattern(term)}`)) : undefined;
};

/** A public competition by id, or the same 404 as one that does not exist. */
export const publicCompetition = async (tx: Executor, tenantId: string, id: string) => {
  const { competitions: c } = teamTables();
  const [row] = (await tx
    .select()
    .from(c)
    .where(and(publicCompetitionWhere(tenantId), eq(c.id, id)))
    .limit(1)) as PublicCompetitionRow[];
  if (!row) throw notFound(PUBLIC_COMPETITION_NOT_FOUND);
  return row;
};

/** How many approved, live teams each of these competitions has. */
export const approvedTeamCounts = async (tx: Executor, tenantId: string, competitionIds: string[]) => {
  if (!competitionIds.length) return new Map<string, number>();
  const { teams: t } = teamTables();
  const rows = await tx
    .select({ competition_id: t.competition_id, total: count() })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        inArray(t.competition_id, competitionIds),
        eq(t.status, "approved"),
        isNull(t.deleted_at),
      ),
    )
    .groupBy(t.competition_id);
  return new Map(rows.map((row) => [row.competition_id as string, Number(row.total)]));
};

/** The sports of these competitions by id (name only). */
export const sportsById = async (tx: Executor, tenantId: string, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map<string, string>();
  const s = resourceTable("sports");
  const rows = await tx
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(and(eq(s.tenant_id, tenantId), inArray(s.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** A competition row as the public list shows it. */
export const publicCard = (
  row: PublicCompetitionRow,
  sports: Map<string, string>,
  teams: Map<string, number>,
): PublicCompetitionCard => ({
  id: row.id,
  name: row.name,
  season: row.season ?? null,
  category: row.category ?? null,
  sport:
    row.sport_id && sports.has(row.sport_id) ? { id: row.sport_id, name: sports.get(row.sport_id)! } : null,
  status: row.status as PublicCompetitionStatus,
  starts_on: row.starts_on ?? null,
  ends_on: row.ends_on ?? null,
  venue: row.venue ?? null,
  registration_ends_on: row.registration_ends_on ?? null,
  team_count: teams.get(row.id) ?? 0,
});

/**
 * Approved teams of public competitions matching `where` (over teams and competitions), with their
 * association and member count, by competition then name; `limit`/`offset` page them.
 */
export const publicTeamCards = async (
  tx: Executor,
  {
    tenantId,
    where,
    limit = 1_000,
    offset = 0,
  }: { tenantId: string; where?: SQL | undefined; limit?: number; offset?: number },
): Promise<{ cards: PublicTeamCard[]; total: number }> => {
  const { teams: t, competitions: c, associations: a, members: m } = teamTables();
  const condition = and(
    publicCompetitionWhere(tenantId),
    eq(t.tenant_id, tenantId),
    eq(t.status, "approved"),
    isNull(t.deleted_at),
    where,
  );
  const base = () =>
    tx
      .select({
        id: t.id,
        name: t.name,
        association_id: a.id,
        association_name: a.name,
        competition_id: c.id,
        competition_name: c.name,
        competition_status: c.status,
      })
      .from(t)
      .innerJoin(c, and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id)))
      .innerJoin(a, and(eq(a.tenant_id, t.tenant_id), eq(a.id, t.association_id)));
  const rows = await base()
    .where(condition)
    .orderBy(sql`${c.starts_on} desc nulls last`, c.name, t.name)
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(t)
    .innerJoin(c, and(eq(c.tenant_id, t.tenant_id), eq(c.id, t.competition_id)))
    .where(condition);
  const ids = rows.map((row) => row.id);
  const members = ids.length
    ? await tx
        .select({ team_id: m.team_id, total: count() })
        .from(m)
        .where(and(eq(m.tenant_id, tenantId), inArray(m.team_id, ids)))
        .groupBy(m.team_id)
    : [];
  const totals = new Map(members.map((row) => [row.team_id as string, Number(row.total)]));
  return {
    total: Number(counted?.total ?? 0),
    cards: rows.map((row) => ({
      id: row.id,
      name: row.name,
      association: { id: row.association_id, name: row.association_name },
      competition: {
        id: row.competition_id,
        name: row.competition_name,
        status: row.competition_status as PublicCompetitionStatus,
      },
      member_count: totals.get(row.id) ?? 0,
    })),
  };
};

/** A public competition by id with its sport's name, in one read (404 as for one that does not exist). */
export const publicCompetitionWithSport = async (tx: Executor, tenantId: string, id: string) => {
  const { competitions: c } = teamTables();
  const s = resourceTable("sports");
  const [found] = await tx
    .select({ row: c, sport_name: s.name })
    .from(c)
    .leftJoin(s, and(eq(s.tenant_id, tenantId), eq(s.id, c.sport_id)))
    .where(and(publicCompetitionWhere(tenantId), eq(c.id, id)))
    .limit(1);
  if (!found) throw notFound(PUBLIC_COMPETITION_NOT_FOUND);
  const row = found.row as PublicCompetitionRow;
  const sports = new Map<string, string>(
    row.sport_id && found.sport_name ? [[row.sport_id, found.sport_name]] : [],
  );
  return { row, sports };
};

/**
 * Every team of one competition in one read, whatever its status, with its association and member
 * count: the references the tables and duels name (`refs`), the public cards of the approved ones
 * (by name, as publicTeamCards orders them) and how many are approved (the card's `team_count`).
 */
export const competitionTeams = async (
  tx: Executor,
  tenantId: string,
  competition: Pick<PublicCompetitionRow, "id" | "name" | "status">,
): Promise<{ refs: Map<string, TeamRefRow>; cards: PublicTeamCard[]; approved: number }> => {
  const { teams: t, associations: a, members: m } = teamTables();
  const rows = await tx
    .select({
      id: t.id,
      name: t.name,
      status: t.status,
      deleted_at: t.deleted_at,
      association_id: a.id,
      association_name: a.name,
      member_count: sql<number>`(select count(*) from ${m} where ${m.tenant_id} = ${tenantId} and ${m.team_id} = ${t.id})`,
    })
    .from(t)
    .leftJoin(a, and(eq(a.tenant_id, t.tenant_id), eq(a.id, t.association_id)))
    .where(and(eq(t.tenant_id, tenantId), eq(t.competition_id, competition.id)))
    .orderBy(t.name);
  const refs = new Map<string, TeamRefRow>();
  const cards: PublicTeamCard[] = [];
  let approved = 0;
  for (const row of rows) {
    refs.set(row.id, {
      id: row.id,
      name: row.name,
      association_id: row.association_id ?? null,
      association_name: row.association_name ?? null,
      status: teamStatus(row.status),
    });
    if (row.status !== "approved" || row.deleted_at) continue;
    approved++;
    if (!row.association_id) continue;
    cards.push({
      id: row.id,
      name: row.name,
      association: { id: row.association_id, name: row.association_name as string },
      competition: {
        id: competition.id,
        name: competition.name,
        status: competition.status as PublicCompetitionStatus,
      },
      member_count: Number(row.member_count),
    });
  }
  return { refs, cards, approved };
};
