import { counted } from "@quadra/shared";
import { competitionsOperations } from "@quadra/shared/operations/competitions";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { drawAudit, drawPhase, phaseDraws } from "./draws.ts";
import { phaseEntrants, qualifyPhase } from "./entrants.ts";
import { generateFixtures } from "./fixtures.ts";
import { nextSwissRound } from "./swissRounds.ts";

/** Who writes and on which realtime topic the change goes. */
export const writeContext = (request: FastifyRequest) => ({
  actor: actorOf(request),
  tenantIdentifier: tenantOf(request).identifier,
});

/** A phase's teams: who enters, the draw into groups, qualifiers from the previous phase, fixtures. */
export const registerCompetitionStructureRoutes = (app: App) => {
  route(app, competitionsOperations, "entrants", async (request) =>
    ok(await inTenant(request, (tx) => phaseEntrants(tx, request.params.id))),
  );

  route(app, competitionsOperations, "draw", async (request) => {
    const result = await inTenant(request, (tx) =>
      drawPhase(tx, writeContext(request), request.params.id, request.body),
    );
    return ok(result, `Sorteio feito com a semente ${result.draw.seed}.`);
  });

  route(app, competitionsOperations, "draws", async (request) =>
    ok(await inTenant(request, (tx) => phaseDraws(tx, request.params.id))),
  );

  route(app, competitionsOperations, "drawAudit", async (request) =>
    ok(await inTenant(request, (tx) => drawAudit(tx, request.params.id))),
  );

  route(app, competitionsOperations, "qualify", async (request) =>
    ok(
      await inTenant(request, (tx) => qualifyPhase(tx, writeContext(request), request.params.id)),
      "Fase preenchida com os classificados da fase anterior.",
    ),
  );

  route(app, competitionsOperations, "fixtures", async (request) => {
    const result = await inTenant(request, (tx) =>
      generateFixtures(tx, writeContext(request), request.params.id, request.body ?? {}),
    );
    return ok(
      result,
      `Tabela gerada: ${counted(result.rounds, "rodada", "rodadas")} e ${counted(result.duels, "partida", "partidas")}.`,
    );
  });

  route(app, competitionsOperations, "nextRound", async (request) => {
    const result = await inTenant(request, (tx) =>
      nextSwissRound(tx, writeContext(request), request.params.id),
    );
    return ok(result, `Próxima rodada pareada: ${result.duels} partidas.`);
  });
};
