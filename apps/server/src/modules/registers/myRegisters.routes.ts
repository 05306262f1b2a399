import { myRegistersOperations } from "@quadra/shared/operations/myRegisters";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { brazilDay } from "../../platform/time.ts";
import { makePayerBill } from "../bills/payers/payerBill.ts";
import { selfActor } from "../my/myPerson.ts";
import { myRegisterRequest, myRegisterRequests } from "./myRequestViews.ts";
import { registerOfferOf } from "./registerOffer.ts";
import { createMembershipRequest } from "./requestCreation.ts";

const REQUEST_NOT_FOUND = "Pedido não encontrado entre os seus.";

/**
 * The person's side of registers (/my/registers/membershiprequests): their requests of both tracks
 * with the decision and, once approved, the bill of the debt; a new membership request made by the
 * same function as every other path (requestCreation.ts); and the bill of an approved request's debt
 * when the one approval made is gone (expired or cancelled), made as the person's own bills are.
 */
export const registerMyRegistersRoutes = (app: App) => {
  route(app, myRegistersOperations, "offer", async (request) => {
    const tenant = tenantOf(request);
    return ok(await inTenant(request, (tx) => registerOfferOf(tx, tenant.id, "person", brazilDay())));
  });

  route(app, myRegistersOperations, "requests", async (request) => {
    const tenant = tenantOf(request);
    const { user } = authOf(request);
    return ok(await inTenant(request, (tx) => myRegisterRequests(tx, tenant.id, user.id)));
  });

  route(app, myRegistersOperations, "request", async (request) => {
    const tenant = tenantOf(request);
    const { user } = authOf(request);
    const found = await inTenant(request, (tx) =>
      myRegisterRequest(tx, tenant.id, user.id, request.params.membershiprequest_id),
    );
    if (!found) throw notFound(REQUEST_NOT_FOUND);
    return ok(found);
  });

  route(app, myRegistersOperations, "create", async (request, reply) => {
    const actor = selfActor(request);
    const made = await inTenant(request, async (tx) => {
      const record = await createMembershipRequest(tx, actor, {
        ...request.body,
        user_id: actor.userId!,
        source: "person",
      });
      return myRegisterRequest(tx, actor.tenantId, actor.userId!, String(record.id));
    });
    return reply
      .code(201)
      .send(ok(made!, "Pedido enviado. A equipe vai analisá-lo e você receberá a resposta por e-mail."));
  });

  route(app, myRegistersOperations, "bill", async (request) => {
    const actor = selfActor(request);
    const id = request.params.membershiprequest_id;
    const answer = await inTenant(request, async (tx) => {
      const found = await myRegisterRequest(tx, actor.tenantId, actor.userId!, id);
      if (!found) throw notFound(REQUEST_NOT_FOUND);
      const bill = found.bill;
      if (!bill)
        throw conflict("Este pedido não tem cobrança: ela é feita quando o pedido é aprovado.", {
          membershiprequest_id: "Sem cobrança.",
        });
      const current = bill.bill_id && (bill.bill_status === "open" || bill.bill_status === "paid");
      if (bill.debt_status === "paid" || current) return { found, made: false };
      await makePayerBill(tx, {
        actor,
        payer: { kind: "person", userId: actor.userId! },
        debtIds: [bill.debt_id],
      });
      return { found: await myRegisterRequest(tx, actor.tenantId, actor.userId!, id), made: true };
    });
    return ok(
      answer.found!,
      answer.made ? "Cobrança gerada. Pague pelo PIX ou pelos meios indicados." : undefined,
    );
  });
};
