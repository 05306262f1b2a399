import { counted } from "@quadra/shared";
import { myFinancesOperations } from "@quadra/shared/operations/myFinances";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../../../platform/db/database.ts";
import { ok } from "../../../platform/http/envelope.ts";
import { conflict } from "../../../platform/http/errors.ts";
import { route } from "../../../platform/http/operationRoute.ts";
import { inTenant } from "../../../platform/http/requestScope.ts";
import type { App } from "../../../platform/http/types.ts";
import { actorOf } from "../../../platform/resources/resourceRoutes.ts";
import { brazilDay } from "../../../platform/time.ts";
import { managedAssociation } from "../../associations/managerAccess.ts";
import { loadSettings } from "../../configs/settingsStore.ts";
import { attachMissingMeans, MEANS_MADE } from "../attachMissingMeans.ts";
import type { Payer } from "../payer.ts";
import { sendBillReceipt } from "../receipts/sendBillReceipt.ts";
import { makePayerBill } from "./payerBill.ts";
import {
  associationSummary,
  payerBill,
  payerBillRow,
  payerBills,
  payerDebt,
  payerDebts,
} from "./payerViews.ts";

const SELECT_OFF =
  "A federação não permite escolher os débitos de uma cobrança. Aguarde a cobrança enviada pela federação.";

/** The caller as a payer. */
const me = (request: FastifyRequest): Payer => ({ kind: "person", userId: actorOf(request).userId! });

/** The association of the path as a payer, when the caller manages it; the area's 404 otherwise. */
const managed = async (request: FastifyRequest<{ Params: { id: string } }>, tx: Executor) => {
  const actor = actorOf(request);
  const { row } = await managedAssociation(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId!,
    associationId: request.params.id,
  });
  const association = { id: String(row.id), name: String(row.name) };
  const payer: Payer = { kind: "association", associationId: association.id };
  return { payer, association };
};

const created = (reply: FastifyReply, bill: Awaited<ReturnType<typeof payerBill>>) =>
  reply
    .code(201)
    .send(
      ok(
        bill,
        `Cobrança gerada: ${counted(bill.debts_count, "débito", "débitos")}, pague pelo PIX ou pelos meios indicados.`,
      ),
    );

/**
 * The payers' finances (spec §2 /my/personalfinances/bills, /my/associations/finances/:id): a person
 * reaches only their own debts and bills, a manager only those of an association they manage. A
 * bill of chosen debts is made by the same operation as staff's (makePayerBill), the payer fixed.
 */
export const registerMyFinancesRoutes = (app: App) => {
  route(app, myFinancesOperations, "mine", async (request) => {
    const tenantId = actorOf(request).tenantId;
    const today = brazilDay();
    return ok(
      await inTenant(request, async (tx) => {
        const { settings } = await loadSettings(tx, tenantId);
        const debts = await payerDebts(tx, tenantId, me(request), today);
        return {
          bills: await payerBills(tx, tenantId, me(request), today),
          select_debts: settings.bills_select_debts,
          open_debts: debts.filter((debt) => debt.status === "open"),
        };
      }),
    );
  });

  route(app, myFinancesOperations, "myBill", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        payerBill(tx, actorOf(request).tenantId, me(request), request.params.bills_id, brazilDay()),
      ),
    ),
  );

  route(app, myFinancesOperations, "myReceipt", async (request, reply) => {
    const tenantId = actorOf(request).tenantId;
    const bill = await inTenant(request, (tx) =>
      payerBillRow(tx, tenantId, me(request), request.params.bills_id),
    );
    return sendBillReceipt(request, reply, bill);
  });

  route(app, myFinancesOperations, "makeMyMeans", async (request) => {
    const actor = actorOf(request);
    const bill = await inTenant(request, async (tx) => {
      // The payer's own bill, or the same 404 as one that does not exist.
      await payerBillRow(tx, actor.tenantId, me(request), request.params.bills_id);
      await attachMissingMeans(tx, actor, request.params.bills_id);
      return payerBill(tx, actor.tenantId, me(request), request.params.bills_id, brazilDay());
    });
    return ok(bill, MEANS_MADE);
  });

  route(app, myFinancesOperations, "createMine", async (request, reply) => {
    const actor = actorOf(request);
    const bill = await inTenant(request, async (tx) => {
      const { settings } = await loadSettings(tx, actor.tenantId);
      if (!settings.bills_select_debts) throw conflict(SELECT_OFF);
      const id = await makePayerBill(tx, { actor, payer: me(request), debtIds: request.body.debt_ids });
      return payerBill(tx, actor.tenantId, me(request), id, brazilDay());
    });
    return created(reply, bill);
  });

  route(app, myFinancesOperations, "association", async (request) => {
    const tenantId = actorOf(request).tenantId;
    return ok(
      await inTenant(request, async (tx) => {
        const { association } = await managed(request, tx);
        const { settings } = await loadSettings(tx, tenantId);
        return associationSummary(tx, tenantId, association, brazilDay(), settings.bills_select_debts);
      }),
    );
  });

  route(app, myFinancesOperations, "associationDebts", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        payerDebts(tx, actorOf(request).tenantId, (await managed(request, tx)).payer, brazilDay()),
      ),
    ),
  );

  route(app, myFinancesOperations, "associationDebt", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        payerDebt(
          tx,
          actorOf(request).tenantId,
          (await managed(request, tx)).payer,
          request.params.debts_id,
          brazilDay(),
        ),
      ),
    ),
  );

  route(app, myFinancesOperations, "associationBills", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        payerBills(tx, actorOf(request).tenantId, (await managed(request, tx)).payer, brazilDay()),
      ),
    ),
  );

  route(app, myFinancesOperations, "associationBill", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        payerBill(
          tx,
          actorOf(request).tenantId,
          (await managed(request, tx)).payer,
          request.params.bills_id,
          brazilDay(),
        ),
      ),
    ),
  );

  route(app, myFinancesOperations, "associationReceipt", async (request, reply) => {
    const tenantId = actorOf(request).tenantId;
    const bill = await inTenant(request, async (tx) =>
      payerBillRow(tx, tenantId, (await managed(request, tx)).payer, request.params.bills_id),
    );
    return sendBillReceipt(request, reply, bill);
  });

  route(app, myFinancesOperations, "makeAssociationMeans", async (request) => {
    const actor = actorOf(request);
    const bill = await inTenant(request, async (tx) => {
      const { payer } = await managed(request, tx);
      await payerBillRow(tx, actor.tenantId, payer, request.params.bills_id);
      await attachMissingMeans(tx, actor, request.params.bills_id);
      return payerBill(tx, actor.tenantId, payer, request.params.bills_id, brazilDay());
    });
    return ok(bill, MEANS_MADE);
  });

  route(app, myFinancesOperations, "createAssociationBill", async (request, reply) => {
    const actor = actorOf(request);
    const bill = await inTenant(request, async (tx) => {
      const { payer } = await managed(request, tx);
      const id = await makePayerBill(tx, { actor, payer, debtIds: request.body.debt_ids });
      return payerBill(tx, actor.tenantId, payer, id, brazilDay());
    });
    return created(reply, bill);
  });
};
