import {
  type AssociationTeam,
  CLOSED_COMPETITION_STATUSES,
  type ManagedTeamDetail,
  OPEN_COMPETITION_STATUSES,
  type ReviewStatus,
  TEAM_FIELD_LABELS,
  ZAssociationTeamsQuery,
  ZTeamMemberInput,
  ZTeamMemberUpdate,
  ZTeamResponsibleInput,
} from "@quadra/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { invalidFields, notFound, violatedUniqueIndex } from "../../platform/http/errors.ts";
import { guard } from "../../platform/http/guard.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { managedAssociation, managesAssociation } from "../associations/managerAccess.ts";
import { defOf, insertRecord, reviseRecord } from "../associations/reviseRecord.ts";
import { displayName } from "../my/myPerson.ts";
import {
  alreadyOnTeam,
  assertActiveAthlete,
  assertEditable,
  assertNotOnTeam,
  assertNumberFree,
  assertRoom,
} from "./rosterRules.ts";
import { managedTeam, teamDetail } from "./teamAccess.ts";
import { competitionOf, findTeams, responsibleOf, teamTables } from "./teamRecords.ts";

/** The managers' area (managerGuard's permission) for the teams of the competitions module. */
export const managedTeamsGuard = guard({
  auth: "login",
  permissions: ["my_associations"],
  modules: ["competitions"],
});

const uuid = () => z.uuid("Identificador inválido.");
const ZAssociation = z.object({ id: uuid() });
const ZTeam = ZAssociation.extend({ team_id: uuid() });
const ZMember = ZTeam.extend({ member_id: uuid() });
const config = { ...managedTeamsGuard, fieldLabels: TEAM_FIELD_LABELS };
const membersDef = defOf("teammembers");
const teamsDef = defOf("teams");
const MEMBER_NOT_FOUND = "Integrante não encontrado(a) nesta equipe.";

type TeamParams = z.infer<typeof ZTeam>;

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
  return row as Record<string, any>;
};

/** The person's unique place on the team, raced past the check: the same 409 as the check's. */
const onceOnTeam = (error: unknown): never => {
  if (violatedUniqueIndex(error) === "teammembers_user_id_key") throw alreadyOnTeam();
  throw error;
};

/**
 * An association's teams for its managers (/my/associations/teams/:id and …/:team_id): the list
 * across competitions, one team's roster with the members' documents, and the roster's changes:
 * add an active athlete, change a member's role, number or position, remove a member, choose the
 * responsible. Every change locks the team and runs in one transaction with its audit entries.
 */
export const registerManagedTeamRoutes = (app: App) => {
  app.get(
    "/my/associations/:id/teams",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "The teams of an association the caller manages",
        params: ZAssociation,
        querystring: ZAssociationTeamsQuery,
      },
    },
    async (request) => {
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
          const totals = new Map(counts.map((row: any) => [row.team_id as string, Number(row.total)]));
          return joined.map(
            (row): AssociationTeam => ({
              id: row.team.id,
              name: row.team.name,
              status: row.team.status as ReviewStatus,
              competition: competitionOf(row.competition),
              responsible: responsibleOf(row),
              member_count: totals.get(row.team.id) ?? 0,
            }),
          );
        }),
      );
    },
  );

  app.get(
    "/my/associations/:id/teams/:team_id",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "A team of a managed association with its roster and the members' documents",
        params: ZTeam,
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    "/my/associations/:id/teams/:team_id/members",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Add an active athlete of the association to one of its teams",
        params: ZTeam,
        body: ZTeamMemberInput,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      const { row, name } = await inTenant(request, async (tx) => {
        const { association, joined } = await teamOf(request, tx, true);
        assertEditable(joined);
        const scope = { tenantId: actor.tenantId, teamId: joined.team.id };
        const name = await assertActiveAthlete(tx, {
          tenantId: actor.tenantId,
          associationId: association.id,
          userId: body.user_id,
        });
        await assertNotOnTeam(tx, { ...scope, userId: body.user_id });
        await assertRoom(tx, { tenantId: actor.tenantId, joined });
        await assertNumberFree(tx, { ...scope, number: body.number });
        const row = await insertRecord(tx, {
          def: membersDef,
          actor,
          values: {
            team_id: joined.team.id,
            user_id: body.user_id,
            role: body.role,
            number: body.number,
            position: body.position,
          },
          title: `${name} (${joined.team.name})`,
        });
        return { row, name };
      }).catch(onceOnTeam);
      return reply.code(201).send(ok({ ...toRecord(membersDef, row), name }, `${name} entrou na equipe.`));
    },
  );

  app.patch(
    "/my/associations/:id/teams/:team_id/members/:member_id",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Change a team member's role, number or position",
        params: ZMember,
        body: ZTeamMemberUpdate,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const row = await inTenant(request, async (tx) => {
        const { joined } = await teamOf(request, tx, true);
        assertEditable(joined);
        const current = await memberOf(tx, actor.tenantId, joined.team.id, request.params.member_id);
        // Only what the body carries changes; `number` and `position` may be cleared with null.
        const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
        if (!Object.keys(set).length)
          throw invalidFields({ role: "Informe o que mudar: função, número ou posição." }, TEAM_FIELD_LABELS);
        if (set.number !== undefined)
          await assertNumberFree(tx, {
            tenantId: actor.tenantId,
            teamId: joined.team.id,
            number: set.number as number | null,
            memberId: current.id,
          });
        return reviseRecord(tx, { def: membersDef, actor, current, set });
      });
      return ok(toRecord(membersDef, row), "Integrante atualizado(a).");
    },
  );

  app.delete(
    "/my/associations/:id/teams/:team_id/members/:member_id",
    {
      config,
      schema: { tags: ["my"], summary: "Remove a member from a team", params: ZMember },
    },
    async (request) => {
      const actor = actorOf(request);
      await inTenant(request, async (tx) => {
        const { association, joined } = await teamOf(request, tx, true);
        assertEditable(joined);
        const current = await memberOf(tx, actor.tenantId, joined.team.id, request.params.member_id);
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
    },
  );

  app.put(
    "/my/associations/:id/teams/:team_id/responsible",
    {
      config,
      schema: {
        tags: ["my"],
        summary: "Choose a team's responsible: someone on its roster or a manager of the association",
        params: ZTeam,
        body: ZTeamResponsibleInput,
      },
    },
    async (request) => {
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
    },
  );
};
