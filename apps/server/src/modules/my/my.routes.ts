import type { App } from "../../platform/http/types.ts";
import { registerCardRoutes } from "./card.routes.ts";
import { registerMyDataRoutes } from "./myData.routes.ts";
import { registerMyReportRoutes } from "./reports.routes.ts";
import { registerStudentRoutes } from "./students.routes.ts";

/** The personal area of every logged-in person (/my): data, photo, card, dependents, reports. */
export const registerMyRoutes = (app: App) => {
  registerMyDataRoutes(app);
  registerCardRoutes(app);
  registerStudentRoutes(app);
  registerMyReportRoutes(app);
};
