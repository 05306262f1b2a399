export * from "./fieldOrder.ts";
export * from "./fields.ts";
export * from "./importFields.ts";
export * from "./registry.ts";
export * from "./resourceDef.ts";
export * from "./resourceSchemas.ts";
export * from "./searchText.ts";
export * from "./slug.ts";
