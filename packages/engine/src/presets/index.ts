export * from "./athletics.ts";
export * from "./basketball.ts";
export * from "./football.ts";
export * from "./volleyball.ts";
