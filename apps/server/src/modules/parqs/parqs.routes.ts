import type { App } from "../../platform/http/types.ts";
import { registerMyParqRoutes } from "./myParqs.routes.ts";
import { registerParqDecisionRoutes } from "./parqDecisions.routes.ts";

/** PAR-Q: the person's questionnaires (my/parqs) and the staff's decisions (parqs/:id/approve|reject). */
export const registerParqRoutes = (app: App) => {
  registerMyParqRoutes(app);
  registerParqDecisionRoutes(app);
};
