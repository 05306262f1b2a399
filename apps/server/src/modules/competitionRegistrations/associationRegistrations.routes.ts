import { competitionRegistrationsOperations } from "@quadra/shared/operations/competitionRegistrations";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { managedAssociation } from "../associations/managerAccess.ts";
import { openCompetitionsOf } from "./openCompetitions.ts";
import { registerTeam } from "./registerTeam.ts";

/** The association of the path (`:id`), when the caller manages it; the area's 404 otherwise. */
const associationOf = async (request: FastifyRequest<{ Params: { id: string } }>, tx: Executor) => {
  const actor = actorOf(request);
  const { row } = await managedAssociation(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId!,
    associationId: request.params.id,
  });
  return { id: String(row.id), name: String(row.name) };
};

/**
 * /my/associations/competitions/open/:id: the competitions taking registrations, seen by a manager of
 * the association, and the entry of a team (pending until the federation decides).
 */
export const registerAssociationRegistrationRoutes = (app: App) => {
  route(app, competitionRegistrationsOperations, "open", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) =>
        openCompetitionsOf(tx, { tenantId: actor.tenantId, association: await associationOf(request, tx) }),
      ),
    );
  });

  route(app, competitionRegistrationsOperations, "register", async (request, reply) => {
    const actor = actorOf(request);
    const team = await inTenant(request, async (tx) =>
      registerTeam(tx, {
        actor,
        association: await associationOf(request, tx),
        competitionId: request.params.competition_id,
        body: request.body,
      }),
    );
    return reply
      .code(201)
      .send(
        ok(
          team,
          `Equipe ${team.name} inscrita em ${team.competition.name}. Ela aguarda a aprovação da federação.`,
        ),
      );
  });
};
