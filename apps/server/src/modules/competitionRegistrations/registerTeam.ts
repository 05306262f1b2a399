import { REGISTRATION_FIELD_LABELS, type TeamDetail } from "@quadra/shared";
import type { competitionRegistrationsOperations } from "@quadra/shared/operations/competitionRegistrations";
import type { BodyOut } from "@quadra/shared/operations/operation";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { conflict, invalidFields, notFound, violatedUniqueIndex } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { brazilDay } from "../../platform/time.ts";
import { managesAssociation } from "../associations/managerAccess.ts";
import { defOf, insertRecord } from "../associations/reviseRecord.ts";
import { displayName } from "../my/myPerson.ts";
import { teamDetail } from "../teams/teamAccess.ts";
import { teamMemberRules } from "../teams/teamMembers.rules.ts";
import { type CompetitionRow, findTeams, teamTables } from "../teams/teamRecords.ts";
import { registrationWindow } from "./openCompetitions.ts";

type Registration = BodyOut<(typeof competitionRegistrationsOperations)["operations"]["register"]>;

const teamsDef = defOf("teams");
const membersDef = defOf("teammembers");
const LABELS = REGISTRATION_FIELD_LABELS;
const brDate = (day: string) => day.split("-").reverse().join("/");

export const COMPETITION_NOT_FOUND = "Competição não encontrada.";
const NAME_TAKEN = "Já existe uma equipe com este nome nesta competição; escolha outro.";

/** The competition a team is entered in: live, taking registrations, today inside its dates; else 404/409. */
const openCompetition = async (tx: Executor, tenantId: string, competitionId: string) => {
  const { competitions: c } = teamTables();
  // FOR SHARE: staff closing the registrations wait for this entry, and it for them.
  const [competition] = (await tx
    .select()
    .from(c)
    .where(and(eq(c.tenant_id, tenantId), eq(c.id, competitionId), isNull(c.deleted_at)))
    .for("share")
    .limit(1)) as CompetitionRow[];
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  if (competition.status !== "registration")
    throw conflict("As inscrições desta competição não estão abertas.", {
      competition_id: "As inscrições desta competição não estão abertas.",
    });
  const window = registrationWindow(competition, brazilDay());
  if (window === "not_yet")
    throw conflict(
      `As inscrições desta competição começam em ${brDate(competition.registration_starts_on!)}.`,
      { competition_id: "As inscrições ainda não começaram." },
    );
  if (window === "closed")
    throw conflict(
      `As inscrições desta competição terminaram em ${brDate(competition.registration_ends_on!)}.`,
      { competition_id: "As inscrições já terminaram." },
    );
  return competition;
};

/** The people of a registration who already play for another team of the competition (not refused). */
const elsewhere = async (tx: Executor, tenantId: string, competitionId: string, userIds: string[]) => {
  const { teams: t, members: m } = teamTables();
  const rows = (await tx
    .select({ user_id: m.user_id, team: t.name, name: users.name, socialName: users.socialName })
    .from(m)
    .innerJoin(t, and(eq(t.tenant_id, m.tenant_id), eq(t.id, m.team_id), isNull(t.deleted_at)))
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(
      and(
        eq(m.tenant_id, tenantId),
        eq(t.competition_id, competitionId),
        ne(t.status, "rejected"),
        inArray(m.user_id, userIds),
      ),
    )) as { user_id: string; team: string; name: string; socialName: string | null }[];
  return new Map(rows.map((row) => [row.user_id, { team: row.team, name: displayName(row) }]));
};

/** A member's error: their line in the body, the field, the sentence. */
type MemberError = [index: number, field: string, message: string];

/** The per-member errors, on the member's line of the form (`members.<index>.<field>`). */
const memberErrors = (entries: MemberError[]) =>
  Object.fromEntries(entries.map(([index, field, message]) => [`members.${index}.${field}`, message]));

/**
 * Enters a team of the association in an open competition, in the caller's transaction: the team
 * waits for the federation (`pending`), its members pass the roster rules of teammembers (the same
 * set-wise check an import runs: active athletes of the association, the competition's limit, one
 * number each), nobody plays for two teams of one competition, and the responsible is a member or a
 * manager of the association. Answers the team as its managers see it, members' documents included.
 */
export const registerTeam = async (
  tx: Executor,
  {
    actor,
    association,
    competitionId,
    body,
  }: { actor: Actor; association: { id: string; name: string }; competitionId: string; body: Registration },
): Promise<TeamDetail> => {
  const tenantId = actor.tenantId;
  const competition = await openCompetition(tx, tenantId, competitionId);
  const max = competition.max_members;
  if (max && body.members.length > max)
    throw invalidFields(
      {
        members: `A competição permite no máximo ${max} integrantes por equipe; retire ${body.members.length - max}.`,
      },
      LABELS,
    );
  const { teams: t } = teamTables();
  const [taken] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        eq(t.competition_id, competition.id),
        isNull(t.deleted_at),
        sql`lower(${t.name}) = lower(${body.name})`,
      ),
    )
    .limit(1);
  if (taken) throw conflict(`Nome da equipe: ${NAME_TAKEN}`, { name: NAME_TAKEN });

  const userIds = body.members.map((member) => member.user_id);
  const busy = await elsewhere(tx, tenantId, competition.id, userIds);
  if (busy.size)
    throw conflict(
      "Há integrantes que já estão em outra equipe desta competição.",
      memberErrors(
        body.members.flatMap((member, index): MemberError[] => {
          const found = busy.get(member.user_id);
          return found
            ? [[index, "user_id", `${found.name} já está na equipe ${found.team} nesta competição.`]]
            : [];
        }),
      ),
    );

  const responsibleId = body.responsible_id ?? actor.userId!;
  if (
    !userIds.includes(responsibleId) &&
    !(await managesAssociation(tx, { tenantId, userId: responsibleId, associationId: association.id }))
  )
    throw invalidFields(
      { responsible_id: "Escolha alguém da equipe ou um(a) gestor(a) da entidade." },
      LABELS,
    );

  const team = await insertRecord(tx, {
    def: teamsDef,
    actor,
    values: {
      competition_id: competition.id,
      name: body.name,
      association_id: association.id,
      responsible_id: responsibleId,
      status: "pending",
    },
  }).catch((error: unknown) => {
    if (violatedUniqueIndex(error) === "teams_name_key")
      throw conflict(`Nome da equipe: ${NAME_TAKEN}`, { name: NAME_TAKEN });
    throw error;
  });

  const rows = body.members.map((member) => ({
    team_id: team.id,
    user_id: member.user_id,
    role: member.role,
    number: member.number ?? null,
    position: member.position ?? null,
  }));
  // The roster rules of the resource, set-wise: one query for the roster, one for the affiliations.
  const outcomes = await teamMemberRules.beforeCreateMany(tx, { actor, rows, memory: new Map() });
  const refused = outcomes.flatMap((outcome, index) =>
    Object.entries(outcome.errors ?? {}).map(([field, message]): MemberError => [index, field, message]),
  );
  if (refused.length) throw invalidFields(memberErrors(refused), LABELS);
  for (const values of rows) await insertRecord(tx, { def: membersDef, actor, values, title: body.name });

  const [joined] = await findTeams(tx, { tenantId, where: eq(t.id, team.id) });
  return teamDetail(tx, { tenantId, joined: joined!, keeper: true });
};
