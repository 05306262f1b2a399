export * from "./athletics.ts";
export * from "./basketball.ts";
export * from "./football.ts";
export * from "./handball.ts";
export * from "./volleyball.ts";
