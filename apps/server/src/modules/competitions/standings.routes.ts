import { pipeline } from "node:stream/promises";
import { competitionsOperations } from "@quadra/shared/operations/competitions";
import { slugify } from "@quadra/shared/resources/slug";
import { ok } from "../../platform/http/envelope.ts";
import { endFailedHijacked } from "../../platform/http/hijackedReply.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { contentDisposition } from "../../platform/spreadsheets/contentDisposition.ts";
import { sendExport } from "../../platform/spreadsheets/index.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { bracketView } from "./bracketView.ts";
import { competitionCockpit } from "./cockpit.ts";
import { competitionById } from "./phaseRecords.ts";
import { competitionStandings } from "./standings.ts";
import { STANDINGS_EXPORT_COLUMNS, standingsExportRows } from "./standingsExport.ts";
import { type StandingsPdfHeading, standingsPdf } from "./standingsPdf.ts";

const brDate = (iso: string) => iso.slice(0, 10).split("-").reverse().join("/");

/** The competition's dates as the PDF's heading says them. */
const periodOf = (startsOn: string | null, endsOn: string | null): string | null =>
  startsOn && endsOn
    ? `De ${brDate(startsOn)} a ${brDate(endsOn)}`
    : startsOn
      ? `A partir de ${brDate(startsOn)}`
      : endsOn
        ? `Até ${brDate(endsOn)}`
        : null;

/** What the director reads: the cockpit, the standings (and their spreadsheet) and the brackets. */
export const registerCompetitionStandingsRoutes = (app: App) => {
  route(app, competitionsOperations, "cockpit", async (request) =>
    ok(await inTenant(request, (tx) => competitionCockpit(tx, request.params.id))),
  );

  route(app, competitionsOperations, "standings", async (request) =>
    ok(await inTenant(request, (tx) => competitionStandings(tx, request.params.id))),
  );

  route(app, competitionsOperations, "bracket", async (request) =>
    ok(await inTenant(request, (tx) => bracketView(tx, request.params.id))),
  );

  // Computed before the answer is taken over, so a competition that does not exist is an ordinary 404.
  route(app, competitionsOperations, "standingsExport", async (request, reply) => {
    const format = request.query?.format ?? "xlsx";
    const tenant = tenantOf(request);
    const { view, heading } = await inTenant(request, async (tx) => {
      const view = await competitionStandings(tx, request.params.id);
      if (format !== "pdf") return { view, heading: null };
      const competition = await competitionById(tx, request.params.id);
      const { settings } = await loadSettings(tx, tenant.id);
      const heading: StandingsPdfHeading = {
        tenantName: settings.title || tenant.row.name,
        period:
          periodOf(competition.starts_on, competition.ends_on) ??
          (competition.season ? `Temporada ${competition.season}` : null),
      };
      return { view, heading };
    });
    reply.hijack();
    try {
      if (format === "pdf" && heading) {
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          "content-type": "application/pdf",
          "content-disposition": contentDisposition(
            `classificacao-${slugify(view.competition_name) || "competicao"}.pdf`,
          ),
          "cache-control": "private, no-store",
        });
        await pipeline(standingsPdf(view, heading), reply.raw);
        return reply;
      }
      await sendExport({
        raw: reply.raw,
        headers: reply.getHeaders() as Record<string, string>,
        format: format === "csv" ? "csv" : "xlsx",
        columns: STANDINGS_EXPORT_COLUMNS,
        batches: (async function* () {
          yield standingsExportRows(view);
        })(),
        sheetName: "Classificação",
        fileName: `Classificação ${view.competition_name} ${new Date().toISOString().slice(0, 10)}.${format}`,
      });
    } catch (error) {
      endFailedHijacked(reply.raw);
      throw error;
    }
    return reply;
  });
};
