import { counted } from "@quadra/shared";
import { myAssociationRegistersOperations as operations } from "@quadra/shared/operations/myAssociationRegisters";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { onceByRequestKey } from "../../platform/http/idempotency.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { brazilDay } from "../../platform/time.ts";
import { managedAssociation } from "../associations/managerAccess.ts";
import { createAssociationRequests } from "./associationBulkRequests.ts";
import { associationContract, listAssociationContracts } from "./associationContractViews.ts";
import {
  associationEntryOrMembership,
  listAssociationEntries,
  listAssociationMemberships,
} from "./associationEntryViews.ts";
import {
  associationRegistersSummary,
  associationRequestAthletes,
  associationRequestTypes,
} from "./associationRegisterSummary.ts";
import {
  associationMembershipRequest,
  associationRequest,
  listAssociationMembershipRequests,
  listAssociationRequests,
} from "./associationRequestViews.ts";

/**
 * The association the path names, when the caller manages it (the manager area's one check,
 * managerAccess.ts); the area's 404 otherwise. Every read below is scoped to it.
 */
const managed = async (request: FastifyRequest<{ Params: { id: string } }>, tx: Executor) => {
  const actor = actorOf(request);
  const { row } = await managedAssociation(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId!,
    associationId: request.params.id,
  });
  return {
    association: { id: String(row.id), name: String(row.name) },
    scope: { tenantId: actor.tenantId, associationId: String(row.id) },
  };
};

type Scope = Awaited<ReturnType<typeof managed>>["scope"];

/** A read of the managed association's records: one transaction, the manager's check first. */
const readManaged = <T>(
  request: FastifyRequest<{ Params: { id: string } }>,
  read: (tx: Executor, scope: Scope) => Promise<T>,
) => inTenant(request, async (tx) => read(tx, (await managed(request, tx)).scope));

/**
 * The association's side of registers (spec §2 /my/associations/registers/:id): its managers read
 * its contracts, its people's entries and memberships and the requests made through it, and ask the
 * affiliation of several athletes at once (all or none, keyed by Idempotency-Key for retries).
 */
export const registerAssociationRegistersRoutes = (app: App) => {
  route(app, operations, "summary", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const { association, scope } = await managed(request, tx);
        return associationRegistersSummary(tx, scope, association, brazilDay());
      }),
    ),
  );

  route(app, operations, "contracts", async (request) =>
    ok(await readManaged(request, (tx, scope) => listAssociationContracts(tx, scope, request.query))),
  );

  route(app, operations, "contract", async (request) =>
    ok(await readManaged(request, (tx, scope) => associationContract(tx, scope, request.params.contract_id))),
  );

  route(app, operations, "requests", async (request) =>
    ok(await readManaged(request, (tx, scope) => listAssociationRequests(tx, scope, request.query))),
  );

  route(app, operations, "request", async (request) =>
    ok(await readManaged(request, (tx, scope) => associationRequest(tx, scope, request.params.request_id))),
  );

  route(app, operations, "requestTypes", async (request) =>
    ok(await readManaged(request, (tx, scope) => associationRequestTypes(tx, scope.tenantId))),
  );

  route(app, operations, "requestAthletes", async (request) =>
    ok(
      await readManaged(request, (tx, scope) =>
        associationRequestAthletes(tx, scope, request.query.registertype_id),
      ),
    ),
  );

  route(app, operations, "createRequests", async (request, reply) => {
    const actor = actorOf(request);
    const { answer } = await inTenant(request, async (tx) => {
      const { scope } = await managed(request, tx);
      return onceByRequestKey(
        tx,
        request,
        actor,
        `myAssociationRegisters.createRequests:${scope.associationId}`,
        () =>
          createAssociationRequests(tx, { actor, associationId: scope.associationId, body: request.body }),
      );
    });
    return reply
      .code(201)
      .send(
        ok(
          answer,
          `${counted(answer.length, "pedido de registro enviado", "pedidos de registro enviados")}; a federação vai analisar cada um.`,
        ),
      );
  });

  route(app, operations, "entries", async (request) =>
    ok(await readManaged(request, (tx, scope) => listAssociationEntries(tx, scope, request.query))),
  );

  route(app, operations, "memberships", async (request) =>
    ok(await readManaged(request, (tx, scope) => listAssociationMemberships(tx, scope, request.query))),
  );

  route(app, operations, "membership", async (request) =>
    ok(
      await readManaged(request, (tx, scope) =>
        associationEntryOrMembership(tx, scope, request.params.memberships_id),
      ),
    ),
  );

  route(app, operations, "membershipRequests", async (request) =>
    ok(
      await readManaged(request, (tx, scope) => listAssociationMembershipRequests(tx, scope, request.query)),
    ),
  );

  route(app, operations, "membershipRequest", async (request) =>
    ok(
      await readManaged(request, (tx, scope) =>
        associationMembershipRequest(tx, scope, request.params.membershiprequest_id),
      ),
    ),
  );
};
