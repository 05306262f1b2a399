import { seedOperations } from "@quadra/shared/operations/seed";
import type { FastifyRequest } from "fastify";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { brazilRegionsPresence, type SeedOutcome, seedBrazilRegions } from "./brazilRegionsSeed.ts";
import { seedDemoData } from "./demoSeed.ts";

const REGIONS_TITLE = "Regiões do Brasil (IBGE)";
const DEMO_TITLE = "Dados de demonstração";

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);
const number = (n: number) => n.toLocaleString("pt-BR");

/** "Regiões do Brasil (IBGE): 5.604 registros criados; 0 já existiam." */
const summary = (title: string, outcome: SeedOutcome) => {
  const created = sum(outcome.created);
  const existing = sum(outcome.existing);
  if (!created) return `${title}: nada a criar; os ${number(existing)} registros já existiam.`;
  return `${title}: ${number(created)} ${created === 1 ? "registro criado" : "registros criados"}; ${number(existing)} já ${existing === 1 ? "existia" : "existiam"}.`;
};

const demoInput = (request: FastifyRequest) => ({
  actor: { ...actorOf(request), userId: authOf(request).user.id },
  tenantIdentifier: tenantOf(request).identifier,
  storage: request.server.deps.storage,
  modules: tenantOf(request).modules,
});

/**
 * The seed screen's API (permission `seed`): what can be seeded into this tenant and how much of it
 * is already there, and one route per kind that seeds it, idempotently, answering what it created
 * and what already existed.
 */
export const registerSeedRoutes = (app: App) => {
  route(app, seedOperations, "kinds", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const demo = await seedDemoData({ tx, ...demoInput(request), dryRun: true });
        return [
          { kind: "regions", ...(await brazilRegionsPresence(tx, tenantOf(request).id)) },
          { kind: "demo", total: sum(demo.created) + sum(demo.existing), present: sum(demo.existing) },
        ];
      }),
    ),
  );

  route(app, seedOperations, "regions", async (request) => {
    const actor = actorOf(request);
    const outcome = await inTenant(request, async (tx) => {
      const result = await seedBrazilRegions(tx, actor.tenantId);
      // One entry per resource that received records: thousands of cities are one import.
      await writeAudit(
        tx,
        actor,
        Object.entries(result.created)
          .filter(([, created]) => created > 0)
          .map(([resource, created]) => ({
            action: "import" as const,
            resource,
            recordId: null,
            recordTitle: REGIONS_TITLE,
            changes: { created, existing: result.existing[resource] ?? 0 },
          })),
      );
      return result;
    });
    return ok(outcome, summary(REGIONS_TITLE, outcome));
  });

  route(app, seedOperations, "demo", async (request) => {
    const written: string[] = [];
    try {
      const outcome = await inTenant(request, (tx) => seedDemoData({ tx, ...demoInput(request), written }));
      return ok(outcome, summary(DEMO_TITLE, outcome));
    } catch (error) {
      // The records were rolled back: their pictures must not stay behind in the storage.
      await Promise.all(
        written.map((key) =>
          request.server.deps.storage
            .delete(key)
            .catch((cause) => request.log.error({ err: cause, key }, "demo picture not removed")),
        ),
      );
      throw error;
    }
  });
};
