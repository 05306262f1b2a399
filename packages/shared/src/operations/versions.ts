import { ZVersions } from "../contracts/versions.ts";
import { defineOperations, returnsShape } from "./operation.ts";

/** The diagnostics page (/admin/dev/v): nothing in it is a secret, so any logged-in person may ask. */
export const versionsOperations = defineOperations("health", {
  read: {
    method: "GET",
    path: "versions",
    summary: "Versões da API, do Node.js e do banco, migrações aplicadas e a versão web servida",
    guard: { auth: "login" },
    response: returnsShape(ZVersions),
  },
});
