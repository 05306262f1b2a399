import { defineResource, f, l, o, PEOPLE_REF } from "@quadra/shared";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";

/**
 * A resource's table is built at run time (columnOf) and typed by a computation over its definition
 * (KindBuilders): a field of each kind, required or not, shows the two agree on every column's type
 * and nullability. A change to one side alone fails here — at run time or in tsc.
 */
const probe = defineResource({
  name: "kindsprobe",
  label: { one: l("Sonda", "Probe"), many: l("Sondas", "Probes") },
  permission: "competitions",
  titleField: "text",
  softDelete: true,
  fields: {
    text: f.text("Texto", "Text"),
    required_text: f.text("Texto", "Text", { required: true }),
    server_text: f.text("Texto", "Text", { required: true, readOnly: true }),
    textarea: f.textarea("Texto", "Text"),
    email: f.email("E-mail", "E-mail"),
    secret: f.secret("Segredo", "Secret"),
    int: f.int("Inteiro", "Integer"),
    required_int: f.int("Inteiro", "Integer", { required: true }),
    decimal: f.decimal("Decimal", "Decimal"),
    money: f.money("Valor", "Amount"),
    bool: f.bool("Sim", "Yes"),
    required_bool: f.bool("Sim", "Yes", { required: true }),
    date: f.date("Data", "Date"),
    datetime: f.datetime("Momento", "Moment", { required: true }),
    time: f.time("Hora", "Time"),
    select: f.select("Opção", "Option", [o("a", "A", "A")], { required: true }),
    multiselect: f.multiselect("Opções", "Options", [o("a", "A", "A")]),
    tags: f.tags("Marcas", "Tags"),
    ref: f.ref("Pessoa", "Person", PEOPLE_REF),
    required_ref: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true }),
    json: f.json("Dados", "Data"),
  },
});

const expected = {
  tenant_id: "PgUUID not null",
  id: "PgUUID not null",
  text: "PgText",
  required_text: "PgText not null",
  server_text: "PgText",
  textarea: "PgText",
  email: "PgText",
  secret: "PgText",
  int: "PgInteger",
  required_int: "PgInteger not null",
  decimal: "PgDoublePrecision",
  money: "PgBigInt53",
  bool: "PgBoolean not null",
  required_bool: "PgBoolean not null",
  date: "PgDateString",
  datetime: "PgTimestampString not null",
  time: "PgTime",
  select: "PgText not null",
  multiselect: "PgArray not null",
  tags: "PgArray not null",
  ref: "PgUUID",
  required_ref: "PgUUID not null",
  json: "PgJsonb",
  search_text: "PgText not null",
  version: "PgInteger not null",
  created_at: "PgTimestamp not null",
  updated_at: "PgTimestamp not null",
  created_by: "PgUUID",
  updated_by: "PgUUID",
  deleted_at: "PgTimestamp",
} as const;

type Shape<Columns> = {
  +readonly [K in keyof Columns]: Columns[K] extends { _: { columnType: infer C; notNull: infer N } }
    ? `${C & string}${N extends true ? " not null" : ""}`
    : never;
};

describe("resource table types", () => {
  const table = resourceTableOf(probe);
  const columns = getTableColumns(table);

  it("type each column as it is built: kind, not null when required and not set by the server", () => {
    expectTypeOf<Shape<typeof columns>>().toEqualTypeOf<typeof expected>();
    const built = Object.fromEntries(
      Object.entries(columns).map(([key, column]) => [
        key,
        `${column.columnType}${column.notNull ? " not null" : ""}`,
      ]),
    );
    expect(built).toEqual(expected);
  });

  it("read rows with the values' types", () => {
    type Row = typeof table.$inferSelect;
    expectTypeOf<Row["required_int"]>().toEqualTypeOf<number>();
    expectTypeOf<Row["money"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Row["datetime"]>().toEqualTypeOf<string>();
    expectTypeOf<Row["tags"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Row["deleted_at"]>().toEqualTypeOf<Date | null>();
    expect(columns.required_int.name).toBe("required_int");
  });
});
