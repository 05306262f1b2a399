import { billsOperations } from "@quadra/shared/operations/bills";
import { and, asc, eq, inArray } from "drizzle-orm";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { attachMissingMeans, MEANS_MADE } from "./attachMissingMeans.ts";
import { debtAmountsOn } from "./billAmounts.ts";
import { billDetailOf } from "./billDetail.ts";
import { cancelBill } from "./closeBill.ts";
import { createBill } from "./createBill.ts";
import { sendBillReceipt } from "./receipts/sendBillReceipt.ts";
import { previewRecurrence } from "./recurrencePreview.ts";
import { lockRecurrence, nextPeriodOf, runPeriod } from "./recurrenceRun.ts";
import { startRecurrenceTicker } from "./recurrenceRunner.ts";
import { laterDate, periodKeyOf } from "./recurrenceSchedule.ts";
import { settleBill } from "./settleBill.ts";

const RECURRENCE_NOT_FOUND = "Cobrança recorrente não encontrada.";

/** Every five minutes by default (QUADRA_RECURRENCE_TICK_MS; 0 turns the ticker off, as in tests). */
const DEFAULT_TICK_MS = 5 * 60_000;

/**
 * The staff's finances (spec §2 /finances): bills of chosen debts, read whole, settled by hand or
 * cancelled, their receipt once paid; a recurrence's preview and its run now. The recurrences' ticker starts with the server.
 */
export const registerBillsModule = (app: App) => {
  const tickMs = app.deps.config.recurrenceTickMs ?? DEFAULT_TICK_MS;
  if (tickMs > 0) {
    let stop: (() => Promise<void>) | undefined;
    // Both mounts of the tenant API call this: one ticker per process is enough (the runs are
    // exactly-once anyway, across processes too).
    app.addHook("onReady", async () => {
      stop = tickers.has(app.deps) ? undefined : startRecurrenceTicker(app.deps.db, app.log, tickMs);
      tickers.add(app.deps);
    });
    app.addHook("onClose", async () => {
      await stop?.();
    });
  }

  route(app, billsOperations, "billable", async (request) => {
    const { user_id, association_id } = request.query;
    const today = brazilDay();
    return ok(
      await inTenant(request, async (tx) => {
        const debts = resourceTable("debts");
        const payer = user_id ? eq(debts.user_id, user_id) : eq(debts.association_id, association_id ?? "");
        const rows = await tx
          .select()
          .from(debts)
          .where(and(eq(debts.tenant_id, tenantIdOf(request)), payer, inArray(debts.status, ["open"])))
          .orderBy(asc(debts.due_date));
        return rows.map((row) => ({
          id: row.id,
          description: row.description,
          due_date: row.due_date,
          // What it costs if billed today (a bill not yet due is due on its own date).
          ...debtAmountsOn(row, laterDate(today, row.due_date)),
        }));
      }),
    );
  });

  route(app, billsOperations, "create", async (request) => {
    const { user_id, association_id, debt_ids, due_date } = request.body;
    const actor = actorOf(request);
    const bill = await inTenant(request, (tx) =>
      createBill(tx, actor, {
        payer: user_id
          ? { kind: "person", userId: user_id }
          : { kind: "association", associationId: association_id! },
        debtIds: debt_ids,
        dueDate: due_date,
      }),
    );
    return ok(bill, "Cobrança gerada.");
  });

  route(app, billsOperations, "detail", async (request) =>
    ok(await inTenant(request, (tx) => billDetailOf(tx, tenantIdOf(request), request.params.id))),
  );

  route(app, billsOperations, "receipt", async (request, reply) => {
    // billDetailOf answers another tenant's bill, or none, as missing.
    const bill = await inTenant(request, (tx) => billDetailOf(tx, tenantIdOf(request), request.params.id));
    return sendBillReceipt(request, reply, bill);
  });

  route(app, billsOperations, "settle", async (request) => {
    const actor = actorOf(request);
    const { means, paid_at, amount_cents } = request.body;
    const detail = await inTenant(request, async (tx) => {
      const outcome = await settleBill(tx, actor, request.params.id, {
        paidAt: paid_at ? new Date(paid_at) : new Date(),
        means: means as Parameters<typeof settleBill>[3]["means"],
        amountCents: amount_cents,
        source: "manual",
      });
      if (outcome.outcome === "not_found") throw notFound("Cobrança não encontrada.");
      if (outcome.outcome === "already_paid") throw conflict("Esta cobrança já foi paga.");
      if (outcome.outcome === "cancelled") throw conflict("Esta cobrança foi cancelada: não recebe baixa.");
      return billDetailOf(tx, actor.tenantId, request.params.id);
    });
    return ok(detail, "Baixa registrada: a cobrança e seus débitos estão pagos.");
  });

  route(app, billsOperations, "cancel", async (request) => {
    const actor = actorOf(request);
    const detail = await inTenant(request, async (tx) => {
      await cancelBill(tx, actor, request.params.id, request.body.reason);
      return billDetailOf(tx, actor.tenantId, request.params.id);
    });
    return ok(detail, "Cobrança cancelada: seus débitos voltaram a ficar em aberto.");
  });

  route(app, billsOperations, "makeMeans", async (request) => {
    const actor = actorOf(request);
    const detail = await inTenant(request, async (tx) => {
      await attachMissingMeans(tx, actor, request.params.id);
      return billDetailOf(tx, actor.tenantId, request.params.id);
    });
    return ok(detail, MEANS_MADE);
  });

  route(app, billsOperations, "previewRecurrence", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const tenantId = tenantIdOf(request);
        const recurrences = resourceTable("recurrences");
        const [recurrence] = await tx
          .select()
          .from(recurrences)
          .where(and(eq(recurrences.tenant_id, tenantId), eq(recurrences.id, request.params.id)));
        if (!recurrence) throw notFound(RECURRENCE_NOT_FOUND);
        return previewRecurrence(tx, tenantId, recurrence);
      }),
    ),
  );

  route(app, billsOperations, "runRecurrence", async (request) => {
    const actor = actorOf(request);
    const result = await inTenant(request, async (tx) => {
      const recurrence = await lockRecurrence(tx, actor.tenantId, request.params.id);
      if (!recurrence) throw notFound(RECURRENCE_NOT_FOUND);
      if (!recurrence.active) throw conflict("Esta cobrança recorrente está inativa.");
      const period = nextPeriodOf(recurrence);
      if (!period || !recurrence.next_run_on)
        throw conflict("Esta cobrança recorrente terminou: não há próxima execução.");
      // Early within its own period at most: running now never creates a future period's debts.
      const current = periodKeyOf(recurrence.period as "monthly" | "annual", brazilDay());
      if (period > current)
        throw conflict(
          `O período atual já foi gerado; o próximo (${period}) roda em ${recurrence.next_run_on.split("-").reverse().join("/")}.`,
        );
      return runPeriod(tx, actor, recurrence, period, recurrence.next_run_on);
    });
    return ok(
      result,
      result.created
        ? `Execução ${result.period} feita: ${result.debts_created} débitos criados.`
        : "Este período já foi gerado.",
    );
  });
};

const tickers = new WeakSet<object>();
const tenantIdOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).tenantId;
