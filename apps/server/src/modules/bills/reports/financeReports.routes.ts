import { can } from "@quadra/shared";
import { financeReportsOperations } from "@quadra/shared/operations/financeReports";
import type { FastifyRequest } from "fastify";
import { ok } from "../../../platform/http/envelope.ts";
import { denied } from "../../../platform/http/errors.ts";
import { endFailedHijacked } from "../../../platform/http/hijackedReply.ts";
import { route } from "../../../platform/http/operationRoute.ts";
import { authOf, inTenant } from "../../../platform/http/requestScope.ts";
import type { App } from "../../../platform/http/types.ts";
import { actorOf } from "../../../platform/resources/resourceRoutes.ts";
import { sendExport } from "../../../platform/spreadsheets/index.ts";
import { brazilDay } from "../../../platform/time.ts";
import { loadSettings } from "../../configs/settingsStore.ts";
import { erpChoiceOf, openExport, receivedExport } from "./exportLayouts.ts";
import { openReport, openRows, receivedReport, receivedRows } from "./financeReports.ts";

/** Either finance permission opens the reports (a guard's list needs all of them, hence here). */
const assertFinanceStaff = (request: FastifyRequest) => {
  const principal = authOf(request).principal;
  if (!can(principal, "debts") && !can(principal, "bills")) throw denied();
};

/** The finance reports: received by period and means, open and overdue by payer, and their exports. */
export const registerFinanceReportRoutes = (app: App) => {
  route(app, financeReportsOperations, "received", async (request) => {
    assertFinanceStaff(request);
    const tenantId = actorOf(request).tenantId;
    const period = { from: request.query.from, to: request.query.to };
    return ok(
      await inTenant(request, async (tx) => receivedReport(period, await receivedRows(tx, tenantId, period))),
    );
  });

  route(app, financeReportsOperations, "open", async (request) => {
    assertFinanceStaff(request);
    const tenantId = actorOf(request).tenantId;
    return ok(await inTenant(request, (tx) => openReport(tx, tenantId, request.query.on ?? brazilDay())));
  });

  // Read whole before the answer is taken over, so a refusal is an ordinary error answer.
  route(app, financeReportsOperations, "export", async (request, reply) => {
    assertFinanceStaff(request);
    const tenantId = actorOf(request).tenantId;
    const query = request.query;
    const { file, name } = await inTenant(request, async (tx) => {
      const { settings } = await loadSettings(tx, tenantId);
      const erp = erpChoiceOf(settings.erp);
      const choice = query.layout ? { ...erp, layout: query.layout } : erp;
      if (query.kind === "received") {
        const period = { from: query.from!, to: query.to! };
        const layout = receivedExport(choice, await receivedRows(tx, tenantId, period));
        return { file: layout, name: `Recebimentos ${period.from} a ${period.to}` };
      }
      const on = query.on ?? brazilDay();
      return { file: openExport(openRows(await openReport(tx, tenantId, on))), name: `Em aberto ${on}` };
    });
    reply.hijack();
    try {
      await sendExport({
        raw: reply.raw,
        headers: reply.getHeaders() as Record<string, string>,
        format: query.format,
        columns: file.columns,
        batches: (async function* () {
          yield file.rows;
        })(),
        sheetName: query.kind === "received" ? "Recebimentos" : "Em aberto",
        fileName: `${name}.${query.format}`,
      });
    } catch (error) {
      endFailedHijacked(reply.raw);
      throw error;
    }
    return reply;
  });
};
