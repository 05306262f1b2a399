export * from "./check.ts";
export * from "./propose.ts";
export { DAY_MINUTES, mergeWindows } from "./time.ts";
export * from "./types.ts";
