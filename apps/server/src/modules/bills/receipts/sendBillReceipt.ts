import { pipeline } from "node:stream/promises";
import { billCode } from "@quadra/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { conflict } from "../../../platform/http/errors.ts";
import { endFailedHijacked } from "../../../platform/http/hijackedReply.ts";
import { inTenant, tenantOf } from "../../../platform/http/requestScope.ts";
import { contentDisposition } from "../../../platform/spreadsheets/contentDisposition.ts";
import { loadSettings } from "../../configs/settingsStore.ts";
import { billDetailOf } from "../billDetail.ts";
import { billReceiptPdf } from "./billReceiptPdf.ts";

/**
 * Sends the receipt (PDF) of a bill the caller may see (`bill`, already read through the caller's
 * own access: the person's, their association's, or any of the tenant's for the finance staff): a
 * bill not paid yet has none. Read before the answer is taken over, so a refusal is an ordinary
 * error answer.
 */
export const sendBillReceipt = async (
  request: FastifyRequest,
  reply: FastifyReply,
  bill: { id: string; status: string },
) => {
  if (bill.status !== "paid")
    throw conflict("Esta cobrança ainda não foi paga: o recibo sai quando ela for paga.");
  const tenant = tenantOf(request);
  const { detail, title } = await inTenant(request, async (tx) => ({
    detail: await billDetailOf(tx, tenant.id, bill.id),
    title: (await loadSettings(tx, tenant.id)).settings.title || tenant.row.name,
  }));
  reply.hijack();
  try {
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(`recibo-${detail.receipt_number ?? billCode(detail.id)}.pdf`),
      "cache-control": "private, no-store",
    });
    await pipeline(billReceiptPdf(detail, { tenantName: title }), reply.raw);
  } catch (error) {
    endFailedHijacked(reply.raw);
    throw error;
  }
  return reply;
};
