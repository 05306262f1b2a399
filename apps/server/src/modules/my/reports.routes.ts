import { text } from "node:stream/consumers";
import { REVIEW_STATUSES } from "@quadra/shared";
import { myOperations } from "@quadra/shared/operations/my";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { contentDisposition } from "../../platform/spreadsheets/contentDisposition.ts";
import type { ExportColumn } from "../../platform/spreadsheets/exportColumns.ts";
import { exportCsv } from "../../platform/spreadsheets/exportCsv.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { loadPerson, selfActor } from "./myPerson.ts";
import { buildMyReport, myDocuments } from "./myReport.ts";

const DOCUMENT_COLUMNS: ExportColumn[] = [
  { key: "type", label: "Tipo", kind: "text" },
  { key: "number", label: "Número", kind: "text" },
  { key: "status", label: "Situação", kind: "text" },
  { key: "issued_on", label: "Emissão", kind: "date" },
  { key: "expires_on", label: "Válido até", kind: "date" },
  { key: "review_reason", label: "Motivo da decisão", kind: "text" },
  { key: "created_at", label: "Enviado em", kind: "datetime" },
];

const statusLabel = (value: string | null) =>
  REVIEW_STATUSES.find((option) => option.value === value)?.label["pt-BR"] ?? value ?? "";

/** /my/reports (the person's printable summary) and /my/exporters (their own data as files). */
export const registerMyReportRoutes = (app: App) => {
  route(app, myOperations, "report", async (request) => {
    const tenant = tenantOf(request);
    const actor = selfActor(request);
    const report = await inTenant(request, async (tx) => {
      const { settings } = await loadSettings(tx, tenant.id);
      return buildMyReport(tx, await loadPerson(tx, actor.userId!), { idsUser: settings.ids_user });
    });
    return ok(report);
  });

  route(app, myOperations, "documentsCsv", async (request, reply) => {
    const actor = selfActor(request);
    const rows = await inTenant(request, (tx) => myDocuments(tx, actor.userId!));
    // One person's documents are a handful of rows: built whole, no cursor needed.
    const csv = await text(
      exportCsv({
        columns: DOCUMENT_COLUMNS,
        batches: (async function* () {
          yield rows.map((row) => ({ ...row, status: statusLabel(row.status) }));
        })(),
      }),
    );
    return reply
      .headers({
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": contentDisposition(
          `Meus documentos ${new Date().toISOString().slice(0, 10)}.csv`,
        ),
        "cache-control": "private, no-store",
      })
      .send(csv);
  });
};
