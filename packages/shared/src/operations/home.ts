import type { HomeSummary } from "../contracts/home.ts";
import { defineOperations, returns } from "./operation.ts";

/** The start page in one request: pending work, what is coming, the person's own. */
export const homeOperations = defineOperations("home", {
  summary: {
    method: "GET",
    path: "home/summary",
    summary: "A página inicial de quem chama: o que espera por ela, o que vem aí, o que é seu",
    guard: { auth: "login" },
    response: returns<HomeSummary>(),
  },
});
