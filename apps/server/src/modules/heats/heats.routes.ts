import { heatsOperations } from "@quadra/shared/operations/heats";
import { ok } from "../../platform/http/envelope.ts";
import { onceByRequestKey } from "../../platform/http/idempotency.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeContext } from "../competitions/structure.routes.ts";
import { publicCompetition } from "../publicCompetitions/publicCompetitionRecords.ts";
import { importHeat } from "./heatImport.ts";
import { competitionHeats, heatSheet, heatsPhaseView, publicHeats } from "./heatRecords.ts";
import { drawHeatsPhase, heatEntrants, qualifyHeatsPhase, writeHeatMarks } from "./heatWrites.ts";

/** Timed and measured events: heats, their draw, marks, qualification and the spreadsheet import. */
export const registerHeatRoutes = (app: App) => {
  route(app, heatsOperations, "competitionHeats", async (request) =>
    ok(await inTenant(request, (tx) => competitionHeats(tx, request.params.id))),
  );
  route(app, heatsOperations, "phase", async (request) =>
    ok(await inTenant(request, (tx) => heatsPhaseView(tx, request.params.id))),
  );
  route(app, heatsOperations, "entrants", async (request) =>
    ok(await inTenant(request, (tx) => heatEntrants(tx, request.params.id))),
  );
  route(app, heatsOperations, "draw", async (request) => {
    const result = await inTenant(request, (tx) =>
      drawHeatsPhase(tx, writeContext(request), request.params.id, request.body),
    );
    return ok(result, `Baterias sorteadas com a semente ${result.draw?.seed ?? ""}.`);
  });
  route(app, heatsOperations, "qualify", async (request) => {
    const result = await inTenant(request, (tx) =>
      qualifyHeatsPhase(tx, writeContext(request), request.params.id, request.body?.seed),
    );
    return ok(
      result,
      `Classificados: ${result.qualified.by_place} pela colocação (Q) e ${result.qualified.by_mark} pela marca (q).`,
    );
  });
  route(app, heatsOperations, "sheet", async (request) =>
    ok(await inTenant(request, (tx) => heatSheet(tx, request.params.id))),
  );
  // Marks kept on a device offline are sent again when the network returns: the idempotency key
  // makes a resend whose first answer was lost answer that answer instead of writing twice.
  route(app, heatsOperations, "marks", async (request) => {
    const context = writeContext(request);
    const { answer } = await inTenant(request, (tx) =>
      onceByRequestKey(tx, request, context.actor, `heats.marks:${request.params.id}`, () =>
        writeHeatMarks(tx, context, request.params.id, request.body.marks),
      ),
    );
    return ok(answer, answer.changed ? "Marcas gravadas." : "Nenhuma marca mudou.");
  });
  route(app, heatsOperations, "importEntries", async (request) => {
    const result = await inTenant(request, (tx) =>
      importHeat(
        tx,
        writeContext(request),
        request.params.id,
        request.body.csv,
        request.body.commit ?? false,
      ),
    );
    return ok(
      result,
      request.body.commit
        ? `${result.written} linhas gravadas.`
        : `${result.rows.length} linhas lidas, ${result.errors} com erro.`,
    );
  });
  route(app, heatsOperations, "publicHeats", async (request) => {
    const tenant = tenantOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        await publicCompetition(tx, tenant.id, request.params.id);
        return publicHeats(tx, request.params.id);
      }),
    );
  });
};
