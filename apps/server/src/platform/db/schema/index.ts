export * from "./oauth.ts";
export * from "./resources.generated.ts";
export * from "./roles.ts";
export * from "./sessions.ts";
export * from "./settings.ts";
export * from "./tenants.ts";
export * from "./uploads.ts";
export * from "./users.ts";
