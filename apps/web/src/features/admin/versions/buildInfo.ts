import { APP_VERSION } from "../../../platform/startup/session.ts";

/**
 * This build of the web app, as Vite's `define` fixed it (vite.config.ts): the version of
 * apps/web/package.json, the git commit it was built from (when known) and when it was built.
 * Outside a Vite build (tests) the constants do not exist.
 */
export const buildInfo = () => ({
  version: APP_VERSION,
  commit: typeof __APP_COMMIT__ === "string" && __APP_COMMIT__ ? __APP_COMMIT__ : null,
  builtAt: typeof __APP_BUILT_AT__ === "string" && __APP_BUILT_AT__ ? __APP_BUILT_AT__ : null,
});
