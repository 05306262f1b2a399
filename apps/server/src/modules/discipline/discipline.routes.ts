import { disciplineOperations } from "@quadra/shared/operations/discipline";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { competitionDocumentsStatus, competitionMembers } from "./competitionPeople.ts";
import { rankingTable } from "./ranking.ts";
import { sheetRoster } from "./sheetRoster.ts";

/** Reads of issue 14's people: a sheet's rosters with eligibility, registered players, documents lacking, a ranking. */
export const registerDisciplineRoutes = (app: App) => {
  route(app, disciplineOperations, "sheetRoster", async (request) =>
    ok(await inTenant(request, (tx) => sheetRoster(tx, request.params.id))),
  );
  route(app, disciplineOperations, "competitionMembers", async (request) =>
    ok(await inTenant(request, (tx) => competitionMembers(tx, request.params.id, request.query?.team_id))),
  );
  route(app, disciplineOperations, "competitionDocuments", async (request) =>
    ok(await inTenant(request, (tx) => competitionDocumentsStatus(tx, request.params.id))),
  );
  route(app, disciplineOperations, "rankingTable", async (request) =>
    ok(await inTenant(request, (tx) => rankingTable(tx, request.params.id))),
  );
};
