import type { LocalizedText } from "../i18nText.ts";

/**
 * The kinds of field a resource can have. Each kind fixes the column type, the validation, the
 * input on screen, the list cell and the export cell, so a resource only says which kind it uses.
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "richtext"
  | "int"
  | "decimal"
  | "money"
  | "bool"
  | "date"
  | "datetime"
  | "time"
  | "email"
  | "url"
  | "slug"
  | "color"
  | "phone"
  | "cep"
  | "cpf"
  | "cnpj"
  | "select"
  | "multiselect"
  | "tags"
  | "ref"
  | "image"
  | "file"
  | "json"
  | "secret";

export type FieldOption = { value: string; label: LocalizedText };

export type FieldDef = {
  kind: FieldKind;
  label: LocalizedText;
  help?: LocalizedText;
  required?: boolean;
  /** Longest text (characters) or largest number. */
  max?: number;
  /**
   * `int`: a year (a season, an edition, a base year), written as a year is, without a thousands
   * separator (2026, never 2.026) in lists, records and forms. Made by `f.year`.
   */
  year?: boolean;
  /** Shortest text or smallest number. */
  min?: number;
  /**
   * An optional `ref` to a person whose record outlives the person (a team's responsible, a school's
   * coordinator): deleting the person clears the reference instead of deleting the record. The
   * migration declares the key (`ON DELETE SET NULL (column)`, which drizzle cannot express).
   */
  clearOnDelete?: boolean;
  /** `select` and `multiselect` choices. */
  options?: readonly FieldOption[];
  /** `ref`: the resource the id points at; the list shows that record's title. */
  ref?: string;
  /** Default value on create (and the column default). */
  default?: string | number | boolean | readonly string[];
  /** Unique per tenant (and per parent record, for child resources), whatever the case. */
  unique?: boolean;
  /**
   * With `unique`: unique together with these other fields (an ICMS record per city and year), so
   * the same value may repeat under another city. A 409 still names this field.
   */
  uniqueWith?: readonly string[];
  /**
   * `date`, `datetime`, `time`, `int`, `decimal`, `money`: must not be earlier (smaller) than this
   * other field of the same kind when both have a value (an end after its start). Checked on create
   * and on every change of either field; a 400 names this field.
   */
  notBefore?: string;
  /** A column of the list by default. */
  list?: boolean;
  /** Part of the full-text search of the list. */
  search?: boolean;
  /** A filter of the list (equality; `date`, `datetime`, `int`, `money` also get from/to). */
  filter?: boolean;
  /**
   * A filter without an index of its own (the list filters the rows its parent or sort already
   * finds): for a column rewritten in bulk, whose index would turn every such update into one that
   * also writes every other index of the row (`importitems.status`, set on each row of a commit).
   */
  unindexed?: boolean;
  /** The list can be sorted by it. */
  sort?: boolean;
  /** Width of the input on the form, in twelfths of the row (mobile always takes the whole row). */
  span?: 3 | 4 | 6 | 8 | 12;
  /** Set by the server (never accepted from a client). */
  readOnly?: boolean;
  /**
   * Given on create, never changed afterwards (a request's person: another person is another
   * request): the edit form shows it read-only, and an update that sends another value is a 400 on
   * the field.
   */
  createOnly?: boolean;
};

/** A label in the two locales: `l("Nome", "Name")`. */
export const l = (ptBR: string, en: string): LocalizedText => ({ "pt-BR": ptBR, en });

type Options = Omit<FieldDef, "kind" | "label">;

/**
 * What a field constructor keeps of its field in the type, beyond `FieldDef`: the literal kind, and
 * whether it is required or read-only. The server's typed tables read them (kind → column type,
 * required and not read-only → not null); the values are the same as an untyped `FieldDef`'s.
 */
export type FieldOf<K extends FieldKind, O = Options> = FieldDef & { kind: K } & Flag<O, "required"> &
  Flag<O, "readOnly">;
type Flag<O, Key extends "required" | "readOnly"> = O extends Record<Key, true> ? Record<Key, true> : unknown;

/**
 * The field a constructor made, typed after its options: the options are spread last, so the
 * field's `required` and `readOnly` are the options' own (TypeScript cannot follow a conditional
 * type through a spread, hence the cast).
 */
const typed = <K extends FieldKind, O>(field: FieldDef & { kind: K }) => field as FieldOf<K, O>;

const make =
  <K extends FieldKind>(kind: K, defaults: Options = {}) =>
  <const O extends Options = Options>(ptBR: string, en: string, options?: O) =>
    typed<K, O>({ kind, label: l(ptBR, en), ...defaults, ...options });

/** Field constructors: `f.text("Nome", "Name", { required: true, list: true, search: true })`. */
export const f = {
  text: make("text", { max: 200 }),
  textarea: make("textarea", { max: 5_000, span: 12 }),
  richtext: make("richtext", { max: 200_000, span: 12 }),
  int: make("int"),
  year: make("int", { year: true }),
  decimal: make("decimal"),
  money: make("money", { min: 0 }),
  bool: make("bool", { default: false }),
  date: make("date"),
  datetime: make("datetime"),
  time: make("time"),
  email: make("email", { max: 254 }),
  url: make("url", { max: 2_000 }),
  /** A public address segment: lower-case letters, digits and single hyphens (`copa-estadual-2025`). */
  slug: make("slug", { max: 120 }),
  color: make("color"),
  phone: make("phone"),
  cep: make("cep"),
  cpf: make("cpf"),
  cnpj: make("cnpj"),
  select: <const O extends Options = Options>(
    ptBR: string,
    en: string,
    options: readonly FieldOption[],
    rest?: O,
  ) =>
    typed<"select", O>({
      kind: "select",
      label: l(ptBR, en),
      options,
      ...rest,
    }),
  multiselect: <const O extends Options = Options>(
    ptBR: string,
    en: string,
    options: readonly FieldOption[],
    rest?: O,
  ) =>
    typed<"multiselect", O>({
      kind: "multiselect",
      label: l(ptBR, en),
      options,
      default: [],
      ...rest,
    }),
  tags: make("tags", { default: [], max: 50 }),
  ref: <const O extends Options = Options>(ptBR: string, en: string, ref: string, rest?: O) =>
    typed<"ref", O>({
      kind: "ref",
      label: l(ptBR, en),
      ref,
      ...rest,
    }),
  image: make("image", { max: 2_000 }),
  file: make("file", { max: 2_000 }),
  json: make("json", { span: 12 }),
  secret: make("secret", { max: 4_000 }),
};

/** A select option: `o("draft", "Rascunho", "Draft")`. */
export const o = (value: string, ptBR: string, en: string): FieldOption => ({ value, label: l(ptBR, en) });

/**
 * A `ref` to a person of the tenant (`f.ref("Pessoa", "Person", PEOPLE_REF)`): people live in the
 * auth module's table; the framework follows such refs like any other (titles are the names).
 */
export const PEOPLE_REF = "users";

/** Whether a ref may point at `name`: a registered resource or the tenant's people. */
export const isRefTargetName = (name: string, resources: Readonly<Record<string, unknown>>) =>
  name === PEOPLE_REF || name in resources;
