import { CLOSED_COMPETITION_STATUSES } from "@quadra/shared";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { displayName } from "../my/myPerson.ts";
import { findTeams, type TeamJoined, teamTables } from "./teamRecords.ts";

/**
 * The rules of a team's roster, as pure checks over what loadRosters and loadAffiliations read, so
 * one change (a staff write, a manager's, a row of an import) and a whole import batch are judged
 * by the same sentences. The writes lock the team first (FOR UPDATE), so two writers adding at once
 * cannot both take the last place or the same number.
 */

export type RosterMember = { id: string; user_id: string; number: number | null; name: string };
export type Roster = { joined: TeamJoined; members: RosterMember[]; category?: Category };
export type Affiliation = { status: string; name: string; gender: string | null; birthdate: string | null };
/** The catalog category of a team's competition (competitionscategories), when it names one. */
export type Category = {
  name: string;
  gender: string | null;
  min_age: number | null;
  max_age: number | null;
};
/** The other team of the same competition a person is on already. */
export type Entry = { team_id: string; team_name: string };

/** A finished or cancelled competition, or a refused team: nothing about the team changes (409). */
export const lockedRefusal = (joined: TeamJoined): Refusal | null => {
  const status = joined.competition.status as string;
  const refuse = (summary: string, message: string): Refusal => ({
    status: 409,
    field: "team_id",
    message,
    summary,
  });
  if ((CLOSED_COMPETITION_STATUSES as readonly string[]).includes(status))
    return status === "cancelled"
      ? refuse(
          "Competição: foi cancelada; a equipe não pode mais mudar.",
          "A competição foi cancelada; a equipe não pode mais mudar.",
        )
      : refuse(
          "Competição: está encerrada; a equipe não pode mais mudar.",
          "A competição está encerrada; a equipe não pode mais mudar.",
        );
  if (joined.team.status === "rejected")
    return refuse(
      "Equipe: foi recusada pela federação; ela não pode mudar. Fale com a federação.",
      "A equipe foi recusada pela federação; ela não pode mudar. Fale com a federação.",
    );
  return null;
};

const NOT_ATHLETE: Record<string, string> = {
  pending: "O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
  inactive: "O vínculo desta pessoa com a entidade foi encerrado; só atletas ativos entram na equipe.",
};

/**
 * Only an active athlete of the team's association joins its roster (the staff too: a coach is
 * affiliated like anyone else). Anyone else is a 400 on `user_id`, saying why.
 */
export const athleteRefusal = (affiliation: Affiliation | undefined): Refusal | null =>
  affiliation?.status === "active"
    ? null
    : {
        status: 400,
        field: "user_id",
        message: NOT_ATHLETE[affiliation?.status ?? ""] ?? "Escolha um(a) atleta ativo(a) da entidade.",
      };

/** The person is on the team already (the unique index says so too, as the last word). */
export const ALREADY_ON_TEAM: Refusal = {
  status: 409,
  field: "user_id",
  message: "Esta pessoa já está na equipe.",
  summary: "Pessoa: já está na equipe.",
};

/** The competition's limit of members per team (none when empty), with `total` members now. */
/**
 * A person plays for one team in a competition: already on `other` (another team of the same
 * competition, or an earlier row of the same import) is a 409 on `user_id`, naming that team.
 */
export const otherTeamRefusal = (name: string, other: Entry | undefined): Refusal | null =>
  other
    ? {
        status: 409,
        field: "user_id",
        message: `${name} já joga por ${other.team_name} neste campeonato.`,
        summary: `Pessoa: ${name} já joga por ${other.team_name} neste campeonato.`,
      }
    : null;

/** The roles that play (and so are held to the category); the technical staff is not. */
const PLAYING_ROLES = new Set(["athlete", "captain"]);

const DIVISION: Record<string, { gender: string; label: string }> = {
  male: { gender: "M", label: "masculino" },
  female: { gender: "F", label: "feminino" },
};

/**
 * The year a competition's ages are counted in: its season, else the year it starts, else this one
 * (docs/decisions.md, "A categoria de uma competição": the age turned in that year).
 */
export const seasonYear = (joined: TeamJoined, now = new Date()) =>
  (joined.competition.season as number | null) ??
  (joined.competition.starts_on
    ? Number(String(joined.competition.starts_on).slice(0, 4))
    : now.getUTCFullYear());

/**
 * The competition's catalog category holds for whoever plays (athletes and captains): its naipe
 * (a man in a women's category, a woman in a men's) and its ages, counted as the federations do,
 * the age turned in the season's year (season − year of birth). A person without the gender or the
 * birthdate the category asks for is refused, asking to complete their record. A 400 on `user_id`.
 */
export const categoryRefusal = (
  joined: TeamJoined,
  category: Category | undefined,
  person: Affiliation,
  role: unknown,
): Refusal | null => {
  if (!category || !PLAYING_ROLES.has(String(role ?? "athlete"))) return null;
  const refuse = (message: string): Refusal => ({
    status: 400,
    field: "user_id",
    message: `Categoria ${category.name}: ${message}`,
  });
  const division = category.gender ? DIVISION[category.gender] : undefined;
  const ages = category.min_age !== null || category.max_age !== null;
  const missing = [
    ...(ages && !person.birthdate ? ["a data de nascimento"] : []),
    ...(division && !person.gender ? ["o gênero"] : []),
  ];
  if (missing.length)
    return refuse(`complete ${missing.join(" e ")} no cadastro de ${person.name} antes de incluí-lo(a).`);
  if (division && person.gender !== division.gender)
    return refuse(`${person.name} não é do naipe ${division.label}.`);
  if (!ages) return null;
  const year = seasonYear(joined);
  const born = Number(String(person.birthdate).slice(0, 4));
  const age = year - born;
  if (category.max_age !== null && age > category.max_age)
    return refuse(
      `${person.name} nasceu em ${born}: passa da idade da categoria (até ${category.max_age} anos em ${year}).`,
    );
  if (category.min_age !== null && age < category.min_age)
    return refuse(
      `${person.name} nasceu em ${born}: não tem a idade da categoria (a partir de ${category.min_age} anos em ${year}).`,
    );
  return null;
};

export const roomRefusal = (joined: TeamJoined, total: number): Refusal | null => {
  const max = joined.competition.max_members as number | null;
  if (!max || total < max) return null;
  return {
    status: 409,
    field: "user_id",
    message: `A equipe já tem ${max} integrantes, o máximo da competição.`,
    summary: `Integrantes: a competição permite no máximo ${max} por equipe; remova alguém antes de incluir outra pessoa.`,
  };
};

/** A number belongs to one member of the team: another's is a 409 on `number`, naming them. */
export const numberRefusal = (number: number, holder: string): Refusal => ({
  status: 409,
  field: "number",
  message: `O número ${number} já é de ${holder}.`,
  summary: `Número: o ${number} já é de ${holder} nesta equipe.`,
});

/** Who else holds `number` on the roster (not the member `memberId`), or undefined. */
export const numberHolder = (roster: Roster, number: unknown, memberId?: string) =>
  typeof number === "number"
    ? roster.members.find((member) => member.number === number && member.id !== memberId)?.name
    : undefined;

/**
 * The teams (live, of a live competition) with their members, each team locked FOR UPDATE: one
 * query for the teams and one for all their members, whatever their number.
 */
export const loadRosters = async (
  tx: Executor,
  { tenantId, teamIds }: { tenantId: string; teamIds: string[] },
): Promise<Map<string, Roster>> => {
  const rosters = new Map<string, Roster>();
  const ids = [...new Set(teamIds)].sort();
  if (!ids.length) return rosters;
  const { teams: t, members: m } = teamTables();
  // Locked in id order, so two writers locking several teams never wait for each other in a circle.
  await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), inArray(t.id, ids)))
    .orderBy(t.id)
    .for("update");
  for (const joined of await findTeams(tx, { tenantId, where: inArray(t.id, ids) }))
    rosters.set(joined.team.id, { joined, members: [] });
  const categoryIds = [
    ...new Set(
      [...rosters.values()].flatMap(({ joined }) =>
        joined.competition.category_id ? [String(joined.competition.category_id)] : [],
      ),
    ),
  ];
  if (categoryIds.length) {
    const cat = resourceTable("competitionscategories");
    const categories = (await tx
      .select({ id: cat.id, name: cat.name, gender: cat.gender, min_age: cat.min_age, max_age: cat.max_age })
      .from(cat)
      .where(and(eq(cat.tenant_id, tenantId), inArray(cat.id, categoryIds)))) as (Category & {
      id: string;
    })[];
    const byId = new Map(categories.map(({ id, ...category }) => [id, category]));
    for (const roster of rosters.values())
      roster.category = byId.get(String(roster.joined.competition.category_id ?? ""));
  }
  const rows = (await tx
    .select({
      id: m.id,
      team_id: m.team_id,
      user_id: m.user_id,
      number: m.number,
      name: users.name,
      socialName: users.socialName,
    })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(and(eq(m.tenant_id, tenantId), inArray(m.team_id, [...rosters.keys()])))) as {
    id: string;
    team_id: string;
    user_id: string;
    number: number | null;
    name: string;
    socialName: string | null;
  }[];
  for (const row of rows)
    rosters.get(row.team_id)?.members.push({
      id: row.id,
      user_id: row.user_id,
      number: row.number ?? null,
      name: displayName(row),
    });
  return rosters;
};

export const affiliationKey = (associationId: string, userId: string) => `${associationId}\n${userId}`;

/** The affiliations of these people with these associations (and their names), in one query. */
export const loadAffiliations = async (
  tx: Executor,
  { tenantId, pairs }: { tenantId: string; pairs: { associationId: string; userId: string }[] },
): Promise<Map<string, Affiliation>> => {
  const found = new Map<string, Affiliation>();
  if (!pairs.length) return found;
  const { affiliations: af } = teamTables();
  const rows = (await tx
    .select({
      association_id: af.association_id,
      user_id: af.user_id,
      status: af.status,
      name: users.name,
      socialName: users.socialName,
      gender: users.gender,
      birthdate: users.birthdate,
    })
    .from(af)
    .innerJoin(
      users,
      and(eq(users.tenantId, af.tenant_id), eq(users.id, af.user_id), isNull(users.anonymizedAt)),
    )
    .where(
      and(
        eq(af.tenant_id, tenantId),
        inArray(af.association_id, [...new Set(pairs.map((pair) => pair.associationId))]),
        inArray(af.user_id, [...new Set(pairs.map((pair) => pair.userId))]),
      ),
    )) as {
    association_id: string;
    user_id: string;
    status: string;
    name: string;
    socialName: string | null;
    gender: string | null;
    birthdate: string | null;
  }[];
  for (const row of rows)
    found.set(affiliationKey(row.association_id, row.user_id), {
      status: row.status,
      name: displayName(row),
      gender: row.gender ?? null,
      birthdate: row.birthdate ?? null,
    });
  return found;
};

export const entryKey = (competitionId: string, userId: string) => `${competitionId}\n${userId}`;

/**
 * Where these people already are in these competitions: for each (competition, person) the live
 * teams they are on (not deleted, not refused), by name, in one query.
 */
export const loadEntries = async (
  tx: Executor,
  { tenantId, competitionIds, userIds }: { tenantId: string; competitionIds: string[]; userIds: string[] },
): Promise<Map<string, Entry[]>> => {
  const found = new Map<string, Entry[]>();
  if (!competitionIds.length || !userIds.length) return found;
  const { teams: t, members: m } = teamTables();
  const rows = (await tx
    .select({ competition_id: t.competition_id, team_id: t.id, team_name: t.name, user_id: m.user_id })
    .from(m)
    // A team the federation refused holds no one: its members may enter again in another team.
    .innerJoin(
      t,
      and(eq(t.tenant_id, m.tenant_id), eq(t.id, m.team_id), isNull(t.deleted_at), ne(t.status, "rejected")),
    )
    .where(
      and(
        eq(m.tenant_id, tenantId),
        inArray(t.competition_id, [...new Set(competitionIds)]),
        inArray(m.user_id, [...new Set(userIds)]),
      ),
    )
    .orderBy(t.name)) as { competition_id: string; team_id: string; team_name: string; user_id: string }[];
  for (const row of rows) {
    const key = entryKey(row.competition_id, row.user_id);
    found.set(key, [...(found.get(key) ?? []), { team_id: row.team_id, team_name: row.team_name }]);
  }
  return found;
};
