import { describe, expect, it } from "vitest";
import { MODULES } from "../modules.ts";
import { PERMISSIONS } from "../permissions.ts";
import { PEOPLE_REF } from "./fields.ts";
import { RESOURCE_LIST, RESOURCES } from "./registry.ts";
import { sortableKeys } from "./resourceDef.ts";
import { createSchemaOf, patchSchemaOf } from "./resourceSchemas.ts";

/**
 * The registry holds together: every name, permission, module, parent, reference, section and
 * condition names something that exists, and each resource comes after those it points at (the
 * tables are built, and migrated, in that order).
 */
// Columns the framework adds to every resource table (apps/server/src/platform/resources/resourceTable.ts).
const FRAMEWORK_COLUMNS = [
  "tenant_id",
  "id",
  "search_text",
  "version",
  "created_at",
  "updated_at",
  "created_by",
  "updated_by",
  "deleted_at",
];

describe("the resource registry", () => {
  it("has unique names and tables", () => {
    const names = RESOURCE_LIST.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = RESOURCE_LIST.map((def) => def.table ?? def.name);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it.each(RESOURCE_LIST.map((def) => [def.name, def] as const))("%s is consistent", (name, def) => {
    const position = RESOURCE_LIST.indexOf(def);
    const before = (other: string) => RESOURCE_LIST.findIndex((item) => item.name === other);
    expect(PERMISSIONS).toHaveProperty(def.permission);
    for (const module of def.modules ?? []) expect(MODULES).toHaveProperty(module);
    expect(def.fields, `${name}.titleField`).toHaveProperty(def.titleField);
    if (def.defaultSort) expect(sortableKeys(def), name).toContain(def.defaultSort.replace(/^-/, ""));
    for (const [key, field] of Object.entries(def.fields)) {
      const where = `${name}.${key}`;
      expect(key, where).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(FRAMEWORK_COLUMNS, `${where} is a column every table already has`).not.toContain(key);
      if (field.kind === "ref" && field.ref === PEOPLE_REF) {
        // People are the auth module's table, not a resource (yet): nothing to order against.
      } else if (field.kind === "ref") {
        expect(RESOURCES, where).toHaveProperty(field.ref!);
        // Self-references aside, the target's table must exist first.
        if (field.ref !== name) expect(before(field.ref!), where).toBeLessThan(position);
      }
      if (field.kind === "select" || field.kind === "multiselect") {
        const values = (field.options ?? []).map((option) => option.value);
        expect(values.length, where).toBeGreaterThan(0);
        expect(new Set(values).size, where).toBe(values.length);
        for (const value of [field.default ?? []].flat()) expect(values, where).toContain(value);
      }
      if (field.uniqueWith) {
        expect(field.unique, where).toBe(true);
        for (const other of field.uniqueWith) expect(def.fields, where).toHaveProperty(other);
      }
      if (field.notBefore) expect(def.fields[field.notBefore]?.kind, where).toBe(field.kind);
    }
    if (def.parent) {
      expect(RESOURCES).toHaveProperty(def.parent.resource);
      const field = def.fields[def.parent.field];
      expect(field, `${name}.parent`).toMatchObject({
        kind: "ref",
        ref: def.parent.resource,
        required: true,
      });
    }
    const inSections = (def.sections ?? []).flatMap((section) => section.fields);
    expect(new Set(inSections).size, `${name}.sections repeat a field`).toBe(inSections.length);
    for (const key of inSections) expect(def.fields, `${name}.sections`).toHaveProperty(key);
    for (const [key, rule] of Object.entries(def.showWhen ?? {})) {
      expect(def.fields, `${name}.showWhen`).toHaveProperty(key);
      const controller = def.fields[rule.field];
      expect(controller, `${name}.showWhen.${key}`).toBeDefined();
      if (controller?.kind === "select")
        expect(controller.options?.map((option) => option.value)).toContain(rule.equals);
      if (controller?.kind === "bool") expect(typeof rule.equals).toBe("boolean");
    }
    const rule = def.publicRead;
    if (rule) {
      for (const key of [rule.statusField, rule.fromField, rule.untilField].filter(Boolean))
        expect(def.fields, `${name}.publicRead`).toHaveProperty(key!);
      if (rule.statusField) {
        const status = def.fields[rule.statusField]!;
        if (status.kind === "bool") expect(rule.publishedValue).toBe(true);
        else expect(status.options?.map((option) => option.value)).toContain(rule.publishedValue);
      }
    }
    // The contracts build (a select without options or an unknown kind would throw here).
    expect(() => [createSchemaOf(def), patchSchemaOf(def)]).not.toThrow();
  });
});
