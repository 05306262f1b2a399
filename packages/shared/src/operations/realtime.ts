import { REALTIME_COLLECTION } from "../constants.ts";
import { defineOperations, returnsFile } from "./operation.ts";

/** Server-Sent Events of the tenant's topic `core-<identifier>` (spec §4). */
export const realtimeOperations = defineOperations("realtime", {
  stream: {
    method: "GET",
    path: "realtime",
    summary: `Fluxo SSE dos eventos ${REALTIME_COLLECTION} do tópico core-<identificador>`,
    guard: { auth: "public" },
    response: returnsFile(),
  },
});
