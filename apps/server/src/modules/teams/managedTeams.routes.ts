import {
  type AssociationTeam,
  CLOSED_COMPETITION_STATUSES,
  type ManagedTeamDetail,
  OPEN_COMPETITION_STATUSES,
  TEAM_FIELD_LABELS,
  type TeamMemberRecord,
} from "@quadra/shared";
import type { ParamsOut } from "@quadra/shared/operations/operation";
import { teamsOperations } from "@quadra/shared/operations/teams";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields, notFound, violatedUniqueIndex } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { refusalError } from "../../platform/resources/resourceRules.ts";
import { managedAssociation, managesAssociation } from "../associations/managerAccess.ts";
import { defOf, insertRecord, reviseRecord } from "../associations/reviseRecord.ts";
import { displayName } from "../my/myPerson.ts";
import { ALREADY_ON_TEAM, lockedRefusal } from "./rosterRules.ts";
import { managedTeam, teamDetail } from "./teamAccess.ts";
import { teamMemberRules } from "./teamMembers.rules.ts";
import {
  competitionOf,
  findTeams,
  responsibleOf,
  type TeamJoined,
  type TeamMemberRow,
  teamTables,
} from "./teamRecords.ts";

const membersDef = defOf("teammembers");
const teamsDef = defOf("teams");
const MEMBER_NOT_FOUND = "Integrante não encontrado(a) nesta equipe.";

/** Each team route's path names the association (`:id`) and the team (`:team_id`). */
type TeamParams = ParamsOut<(typeof teamsOperations)["operations"]["managed"]>;

const teamOf = (request: FastifyRequest<{ Params: TeamParams }>, tx: Executor, lock = false) => {
  const actor = actorOf(request);
  return managedTeam(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId!,
    associationId: request.params.id,
    teamId: request.params.team_id,
    lock,
  });
};

/** The association's managers: the other people who may be a team's responsible. */
const managersOf = async (tx: Executor, tenantId: string, associationId: string) => {
  const { managers: m } = teamTables();
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(and(eq(m.tenant_id, tenantId), eq(m.association_id, associationId)))
    .orderBy(asc(users.name));
  return rows.map((row) => ({ id: row.id, name: displayName(row) }));
};

/** The member of this team, locked for its change, or 404. */
const memberOf = async (tx: Executor, tenantId: string, teamId: string, memberId: string) => {
  const { members: m } = teamTables();
  const [row] = await tx
    .select()
    .from(m)
    .where(and(eq(m.tenant_id, tenantId), eq(m.team_id, teamId), eq(m.id, memberId)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  // The table's columns are untyped (teamTables): the row is the catalogue's team member.
  return row as TeamMemberRow;
};

/** A member as the roster's changes answer it: the generic record of teammembers (its catalogue fields). */
const memberRecord = (row: Record<string, unknown>) => toRecord(membersDef, row) as TeamMemberRecord;

/** The person's unique place on the team, raced past the check: the same 409 as the check's. */
const onceOnTeam = (error: unknown): never => {
  if (violatedUniqueIndex(error) === "teammembers_user_id_key")
    throw refusalError(ALREADY_ON_TEAM, TEAM_FIELD_LABELS);
  throw error;
};

/** A team whose roster may not change (its competition is over, or it was refused): 409, before anything else. */
const assertEditable = (joined: TeamJoined) => {
  const refusal = lockedRefusal(joined);
  if (refusal) throw refusalError(refusal, TEAM_FIELD_LABELS);
};

/** How the roster shows a person (for the answer's message). */
const personName = async (tx: Executor, tenantId: string, userId: string) => {
  const [row] = await tx
    .select({ name: users.name, socialName: users.socialName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ? displayName(row) : "";
};

/**
 * An association's teams for its managers (/my/associations/teams/:id and …/:team_id): the list
 * across competitions, one team's roster with the members' documents, and the roster's changes:
 * add an active athlete, change a member's role, number or position, remove a member, choose the
 * responsible. Every change locks the team and runs in one transaction with its audit entries.
 */
export const registerManagedTeamRoutes = (app: App) => {
  route(app, teamsOperations, "associationTeams", async (request) => {
    const actor = actorOf(request);
    const filter = request.query.status ?? "all";
    return ok(
      await inTenant(request, async (tx) => {
        const { row: association } = await managedAssociation(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId!,
          associationId: request.params.id,
        });
        const { teams: t, competitions: c, members: m } = teamTables();
        const statuses =
          filter === "current"
            ? OPEN_COMPETITION_STATUSES
            : filter === "finished"
              ? CLOSED_COMPETITION_STATUSES
              : null;
        const joined = await findTeams(tx, {
          tenantId: actor.tenantId,
          where: and(
            eq(t.association_id, association.id),
            statuses ? inArray(c.status, [...statuses]) : undefined,
          ),
        });
        const counts = joined.length
          ? await tx
              .select({ team_id: m.team_id, total: count() })
              .from(m)
              .where(
                and(
                  eq(m.tenant_id, actor.tenantId),
                  inArray(
                    m.team_id,
                    joined.map((row) => row.team.id),
                  ),
                ),
              )
              .groupBy(m.team_id)
          : [];
        const totals = new Map(
          counts.map((row: { team_id: string; total: number }) => [row.team_id, Number(row.total)]),
        );
        return joined.map(
          (row): AssociationTeam => ({
            id: row.team.id,
            name: row.team.name,
            status: row.team.status,
            competition: competitionOf(row.competition),
            responsible: responsibleOf(row),
            member_count: totals.get(row.team.id) ?? 0,
          }),
        );
      }),
    );
  });

  route(app, teamsOperations, "managed", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx): Promise<ManagedTeamDetail> => {
        const { association, joined } = await teamOf(request, tx);
        return {
          ...(await teamDetail(tx, { tenantId: actor.tenantId, joined, keeper: true })),
          managers: await managersOf(tx, actor.tenantId, association.id),
        };
      }),
    );
  });

  route(app, teamsOperations, "addMember", async (request, reply) => {
    const actor = actorOf(request);
    const body = request.body;
    const { row, name } = await inTenant(request, async (tx) => {
      const { joined } = await teamOf(request, tx, true);
      const values = {
        team_id: joined.team.id,
        user_id: body.user_id,
        role: body.role,
        number: body.number,
        position: body.position,
      };
      // The resource's own rules, the same a staff write or an import of team members runs.
      await teamMemberRules.beforeCreate(tx, { actor, values });
      const name = await personName(tx, actor.tenantId, body.user_id);
      const row = await insertRecord(tx, {
        def: membersDef,
        actor,
        values,
        title: `${name} (${joined.team.name})`,
      });
      return { row, name };
    }).catch(onceOnTeam);
    return reply.code(201).send(ok({ ...memberRecord(row), name }, `${name} entrou na equipe.`));
  });

  route(app, teamsOperations, "updateMember", async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const row = await inTenant(request, async (tx) => {
      const { joined } = await teamOf(request, tx, true);
      assertEditable(joined);
      const current = await memberOf(tx, actor.tenantId, joined.team.id, request.params.member_id);
      // Only what the body carries changes; `number` and `position` may be cleared with null.
      const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      await teamMemberRules.beforeUpdate(tx, { actor, current, values: set });
      if (!Object.keys(set).length)
        throw invalidFields({ role: "Informe o que mudar: função, número ou posição." }, TEAM_FIELD_LABELS);
      return reviseRecord(tx, { def: membersDef, actor, current, set });
    });
    return ok(memberRecord(row), "Integrante atualizado(a).");
  });

  route(app, teamsOperations, "removeMember", async (request) => {
    const actor = actorOf(request);
    await inTenant(request, async (tx) => {
      const { association, joined } = await teamOf(request, tx, true);
      assertEditable(joined);
      const current = await memberOf(tx, actor.tenantId, joined.team.id, request.params.member_id);
      await teamMemberRules.beforeDelete(tx, { actor, rows: [current] });
      const { members: m } = teamTables();
      await tx.delete(m).where(and(eq(m.tenant_id, actor.tenantId), eq(m.id, current.id)));
      await writeAudit(tx, actor, [
        {
          action: "delete",
          resource: membersDef.name,
          recordId: current.id,
          recordTitle: joined.team.name,
          changes: { before: toRecord(membersDef, current) },
        },
      ]);
      // A responsible who leaves the roster and does not manage the association stops keeping
      // the members' documents: the team is left without one until a manager chooses again.
      if (
        joined.team.responsible_id === current.user_id &&
        !(await managesAssociation(tx, {
          tenantId: actor.tenantId,
          userId: current.user_id,
          associationId: association.id,
        }))
      )
        await reviseRecord(tx, {
          def: teamsDef,
          actor,
          current: joined.team,
          set: { responsible_id: null },
        });
    });
    return ok({ id: request.params.member_id }, "Integrante removido(a) da equipe.");
  });

  route(app, teamsOperations, "setResponsible", async (request) => {
    const actor = actorOf(request);
    const userId = request.body.user_id;
    const team = await inTenant(request, async (tx) => {
      const { association, joined } = await teamOf(request, tx, true);
      assertEditable(joined);
      const { members: m } = teamTables();
      const [onRoster] = await tx
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.tenant_id, actor.tenantId), eq(m.team_id, joined.team.id), eq(m.user_id, userId)))
        .limit(1);
      if (
        !onRoster &&
        !(await managesAssociation(tx, { tenantId: actor.tenantId, userId, associationId: association.id }))
      )
        throw invalidFields(
          { user_id: "Escolha alguém da equipe ou um(a) gestor(a) da entidade." },
          { user_id: "Responsável" },
        );
      await reviseRecord(tx, {
        def: teamsDef,
        actor,
        current: joined.team,
        set: { responsible_id: userId },
      });
      const { teams: t } = teamTables();
      const [updated] = await findTeams(tx, { tenantId: actor.tenantId, where: eq(t.id, joined.team.id) });
      return updated!;
    });
    const responsible = responsibleOf(team);
    return ok(
      { id: team.team.id, responsible },
      `${responsible?.name ?? "A pessoa escolhida"} agora é responsável pela equipe.`,
    );
  });
};
