import type { SeedKind, SeedOutcome } from "../contracts/seed.ts";
import { defineOperations, returns } from "./operation.ts";

const SEED = { auth: "login", permissions: ["seed"] } as const;

/** The seed screen: what can be seeded and how much exists, and one idempotent seed per kind. */
export const seedOperations = defineOperations("seed", {
  kinds: {
    method: "GET",
    path: "seed",
    summary: "O que pode ser semeado, e quanto já existe",
    guard: SEED,
    response: returns<SeedKind[]>(),
  },
  regions: {
    method: "POST",
    path: "seed/regions",
    summary: "Semear o país, as regiões, os estados e os municípios do Brasil (IBGE)",
    guard: SEED,
    response: returns<SeedOutcome>(),
  },
  demo: {
    method: "POST",
    path: "seed/demo",
    summary: "Semear o conjunto de demonstração (esportes, registros, conteúdo publicado)",
    guard: SEED,
    response: returns<SeedOutcome>(),
  },
});
