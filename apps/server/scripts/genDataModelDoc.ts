// Keeps the resource sections of docs/data-model.md in step with the catalog (packages/shared):
// each resource's heading, and between its `<!-- generated: name -->` markers the line of its rules
// and the table of its fields, are written from its definition; the prose around them is kept.
// A resource the page lacks gets a section beside the others of its menu group, one the catalog
// lacks loses its section. Run `npm run docs:data-model -w @quadra/server` after changing a resource;
// test/dataModelDoc.test.ts fails while the committed page is out of step.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FieldDef, ResourceDef } from "@quadra/shared";
import { MENU_GROUPS, RESOURCE_LIST, RESOURCES } from "@quadra/shared";

export const DATA_MODEL_PATH = fileURLToPath(new URL("../../../docs/data-model.md", import.meta.url));

const RESOURCES_HEADING = "## Resources";
const HEADING = /^#### `([a-z0-9_]+)`/;
const open = (name: string) => `<!-- generated: ${name} -->`;
const close = (name: string) => `<!-- /generated: ${name} -->`;

const code = (value: string) => `\`${value}\``;
const literal = (value: unknown) => JSON.stringify(value);
/** Table cells may not hold a bare pipe or a line break. */
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

const defaultOf = (field: FieldDef) => {
  if (field.default === undefined) return undefined;
  // The constructors' own defaults (a flag off, an empty list) say nothing a reader needs.
  if (field.kind === "bool" && field.default === false) return undefined;
  if (Array.isArray(field.default) && field.default.length === 0) return undefined;
  return `default ${literal(field.default)}`;
};

const kindOf = (field: FieldDef) =>
  [
    field.kind === "ref" ? `${code("ref")} → ${field.ref}` : code(field.kind),
    field.required ? "required" : undefined,
    field.unique
      ? field.uniqueWith?.length
        ? `unique with ${field.uniqueWith.join(", ")}`
        : "unique"
      : undefined,
    field.notBefore ? `≥ ${field.notBefore}` : undefined,
    field.clearOnDelete ? "cleared when the person is deleted" : undefined,
    defaultOf(field),
    field.readOnly ? "set by the server" : undefined,
  ]
    .filter(Boolean)
    .join(", ");

const meaningOf = (def: ResourceDef, key: string, field: FieldDef) => {
  const options = field.options?.length
    ? `: ${field.options.map((option) => `${code(option.value)} ${option.label["pt-BR"]}`).join(", ")}`
    : "";
  const shown = def.showWhen?.[key];
  return [
    field.label.en,
    field.help ? ` (${field.help.en.replace(/\.$/, "")})` : "",
    options,
    shown ? `; shown when ${shown.field} = ${literal(shown.equals)}` : "",
  ].join("");
};

const publicWhen = (rule: NonNullable<ResourceDef["publicRead"]>) => {
  const parts = [
    rule.statusField ? `${rule.statusField} = ${literal(rule.publishedValue ?? true)}` : undefined,
    rule.fromField ? `after ${rule.fromField}` : undefined,
    rule.untilField ? `before ${rule.untilField}` : undefined,
  ].filter(Boolean);
  return parts.length ? `public when ${parts.join(", ")}` : "public";
};

/** The line of a resource's rules and the table of its fields. */
export const generatedBlock = (def: ResourceDef) => {
  const rules = [
    `permission ${code(def.permission)}`,
    def.modules?.length
      ? `${def.modules.length > 1 ? "modules" : "module"} ${def.modules.map(code).join(", ")}`
      : undefined,
    def.parent ? `child of ${code(def.parent.resource)} (${code(def.parent.field)})` : undefined,
    def.actions ? `actions ${def.actions.join(", ")}` : undefined,
    def.softDelete ? "soft delete" : undefined,
    def.publicRead ? publicWhen(def.publicRead) : undefined,
    `title ${code(def.titleField)}`,
  ].filter(Boolean);
  return [
    open(def.name),
    `${rules.join(" · ")}.`,
    "",
    "| Field | Kind | Meaning |",
    "|---|---|---|",
    ...Object.entries(def.fields).map(
      ([key, field]) => `| ${code(key)} | ${cell(kindOf(field))} | ${cell(meaningOf(def, key, field))} |`,
    ),
    close(def.name),
  ];
};

const headingOf = (def: ResourceDef) => `#### ${code(def.name)} — ${def.label.many["pt-BR"]}`;

type Section = { name: string; start: number; end: number };

/** The `#### name` sections of the Resources part, each up to the next heading of any level. */
const sectionsOf = (lines: readonly string[], from: number, to: number): Section[] => {
  const sections: Section[] = [];
  for (let index = from; index < to; index++) {
    const name = HEADING.exec(lines[index] ?? "")?.[1];
    if (!name) continue;
    let end = index + 1;
    while (end < to && !/^#{1,4} /.test(lines[end] ?? "")) end++;
    sections.push({ name, start: index, end });
  }
  return sections;
};

/** A section's body with the generated block written afresh; the prose around it stays. */
const rewriteSection = (body: readonly string[], def: ResourceDef): string[] => {
  const block = generatedBlock(def);
  const begin = body.findIndex((line) => line.startsWith(`<!-- generated: ${def.name} `));
  const finish = body.indexOf(close(def.name));
  if (begin >= 0 && finish > begin) return [...body.slice(0, begin), ...block, ...body.slice(finish + 1)];
  // A section written by hand: its rules line and the table after it become the block.
  const rules = body.findIndex((line) => line.startsWith("permission `"));
  if (rules >= 0) {
    let end = rules + 1;
    while (end < body.length && (body[end] === "" || body[end]!.startsWith("|"))) end++;
    while (end > rules + 1 && body[end - 1] === "") end--;
    return [...body.slice(0, rules), ...block, ...body.slice(end)];
  }
  const prose = [...body];
  while (prose.length && prose.at(-1) === "") prose.pop();
  return [...prose, ...(prose.length ? [""] : []), ...block];
};

const trimmed = (lines: readonly string[]) => {
  const copy = [...lines];
  while (copy.length && copy[0] === "") copy.shift();
  while (copy.length && copy.at(-1) === "") copy.pop();
  return copy;
};

/**
 * docs/data-model.md as the catalog has it: every resource of RESOURCE_LIST once, under its heading,
 * with its generated block; prose kept; sections of resources no longer in the catalog dropped.
 */
export const dataModelDoc = (current: string): string => {
  const lines = current.replace(/\n+$/, "").split("\n");
  const from = lines.indexOf(RESOURCES_HEADING);
  if (from < 0) throw new Error(`docs/data-model.md has no "${RESOURCES_HEADING}" heading`);
  let to = lines.findIndex((line, index) => index > from && /^## /.test(line));
  if (to < 0) to = lines.length;
  const sections = sectionsOf(lines, from, to);
  const firstSection = sections[0]?.start ?? to;
  // Text between two resource sections (a group's heading and prose) stays where it is.
  const out: string[] = lines.slice(0, firstSection);
  const written = new Set<string>();
  const place = new Map<string, number>();
  for (const [position, section] of sections.entries()) {
    const def = RESOURCES[section.name];
    const body = lines.slice(section.start + 1, section.end);
    if (def && !written.has(def.name)) {
      out.push(headingOf(def), "", ...trimmed(rewriteSection(trimmed(body), def)), "");
      written.add(def.name);
      place.set(def.menu ?? "admin_tools", out.length);
    }
    const next = sections[position + 1]?.start ?? to;
    // Any group heading or prose between this section's end and the next one.
    const between = lines.slice(section.end, next);
    if (between.some((line) => line !== "")) out.push(...trimmed(between), "");
  }
  // Resources the page lacks: after the last section of their menu group, else in a new group.
  for (const def of RESOURCE_LIST.filter((candidate) => !written.has(candidate.name))) {
    const group = def.menu ?? "admin_tools";
    const section = [headingOf(def), "", ...generatedBlock(def), ""];
    const at = place.get(group);
    if (at !== undefined) {
      out.splice(at, 0, ...section);
      for (const [key, value] of place) if (value >= at) place.set(key, value + section.length);
      place.set(group, at + section.length);
    } else {
      const label = MENU_GROUPS.find((candidate) => candidate.id === group)?.label;
      out.push(`### ${label?.en} (${label?.["pt-BR"]})`, "", ...section);
      place.set(group, out.length);
    }
    written.add(def.name);
  }
  const rest = lines.slice(to);
  return `${[...trimmed(out), ...(rest.length ? ["", ...rest] : [])].join("\n")}\n`;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DATA_MODEL_PATH, dataModelDoc(readFileSync(DATA_MODEL_PATH, "utf8")));
  console.log(`wrote ${DATA_MODEL_PATH}`);
}
