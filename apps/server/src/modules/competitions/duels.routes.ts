import { competitionsOperations } from "@quadra/shared/operations/competitions";
import { ok } from "../../platform/http/envelope.ts";
import { onceByRequestKey } from "../../platform/http/idempotency.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { competitionDuels, duelSheet, scheduleDuels } from "./duelSheet.ts";
import { clearResult, confirmResult, correctResult, enterResult, unlockResult } from "./results.ts";
import { writeContext } from "./structure.routes.ts";

/** The duels of a competition: the list, the schedule in bulk, the sheet and its result. */
export const registerCompetitionDuelRoutes = (app: App) => {
  route(app, competitionsOperations, "duels", async (request) =>
    ok(await inTenant(request, (tx) => competitionDuels(tx, request.params.id, request.query ?? {}))),
  );

  route(app, competitionsOperations, "schedule", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        scheduleDuels(tx, writeContext(request), request.params.id, request.body),
      ),
      "Agenda das partidas salva.",
    ),
  );

  route(app, competitionsOperations, "sheet", async (request) =>
    ok(await inTenant(request, (tx) => duelSheet(tx, request.params.id))),
  );

  // A sheet kept offline sends its result again when the network returns: the idempotency key makes
  // a resend whose first answer was lost answer that answer instead of writing twice.
  route(app, competitionsOperations, "enterResult", async (request) => {
    const context = writeContext(request);
    const { answer } = await inTenant(request, (tx) =>
      onceByRequestKey(tx, request, context.actor, `competitions.enterResult:${request.params.id}`, () =>
        enterResult(tx, context, request.params.id, request.body),
      ),
    );
    return ok(answer, "Resultado lançado; a classificação já o conta.");
  });

  route(app, competitionsOperations, "unlockResult", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        unlockResult(tx, writeContext(request), request.params.id, request.body.reason),
      ),
      "Resultado desbloqueado; ele volta a poder mudar na súmula.",
    ),
  );

  route(app, competitionsOperations, "correctResult", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        correctResult(tx, writeContext(request), request.params.id, request.body, request.body.reason),
      ),
      "Resultado corrigido; a classificação já conta a correção.",
    ),
  );

  route(app, competitionsOperations, "clearResult", async (request) =>
    ok(
      await inTenant(request, (tx) => clearResult(tx, writeContext(request), request.params.id)),
      "Resultado apagado; a partida voltou a agendada.",
    ),
  );

  route(app, competitionsOperations, "confirmResult", async (request) =>
    ok(
      await inTenant(request, (tx) => confirmResult(tx, writeContext(request), request.params.id)),
      "Resultado confirmado.",
    ),
  );
};
