import type { App } from "../../platform/http/types.ts";

/** The stricter per-IP limit of the calls that take a password or send mail. */
export const authRateLimit = (app: App) => ({
  rateLimit: { max: app.deps.config.rateLimit.authMax, timeWindow: app.deps.config.rateLimit.windowMs },
});
