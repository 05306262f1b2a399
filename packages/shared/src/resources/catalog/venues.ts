import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Where sport is played: a venue (ginásio, parque aquático, estádio) at an address, its spaces
 * (each court, pool or track that holds one game or heat at a time) and each space's opening
 * hours. The games-day scheduler places duels and heats on spaces inside these hours
 * (docs/gamesday.md).
 */

const base = { permission: "venues", menu: "venues" } as const;

export const venues = defineResource({
  ...base,
  name: "venues",
  icon: "map-pin",
  label: { one: l("Espaço", "Venue"), many: l("Espaços", "Venues") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 200,
      span: 8,
    }),
    venuestype_id: f.ref("Tipo", "Type", "venuestypes", { list: true, filter: true, span: 4 }),
    capacity: f.int("Capacidade de público", "Seating capacity", {
      min: 0,
      max: 500_000,
      list: true,
      span: 4,
    }),
    public: f.bool("Aberto ao público", "Open to the public", {
      default: true,
      list: true,
      filter: true,
      span: 4,
    }),
    phone: f.phone("Telefone", "Phone", { span: 4 }),
    cep: f.cep("CEP", "CEP", { span: 3 }),
    street: f.text("Logradouro", "Street", { max: 200, span: 6 }),
    number: f.text("Número", "Number", { max: 20, span: 3 }),
    complement: f.text("Complemento", "Complement", { max: 100, span: 4 }),
    district: f.text("Bairro", "District", { max: 120, span: 4 }),
    city_id: f.ref("Cidade", "City", "cities", { list: true, filter: true, span: 4 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
  sections: [
    {
      title: l("Identificação", "Identification"),
      fields: ["name", "venuestype_id", "capacity", "public", "phone"],
    },
    {
      title: l("Endereço", "Address"),
      fields: ["cep", "street", "number", "complement", "district", "city_id"],
    },
    { title: l("Observações", "Notes"), fields: ["notes"] },
  ],
});

export const SPACE_KINDS = [
  o("court", "Quadra", "Court"),
  o("field", "Campo", "Pitch"),
  o("pool", "Piscina", "Pool"),
  o("track", "Pista", "Track"),
  o("mat", "Tatame", "Mat"),
  o("table", "Mesa", "Table"),
  o("room", "Sala", "Room"),
  o("other", "Outro", "Other"),
] as const;

/** A court, pool or track of a venue: one game or heat at a time. */
export const spaces = defineResource({
  ...base,
  name: "spaces",
  parent: { resource: "venues", field: "venue_id" },
  label: { one: l("Área do espaço", "Venue space"), many: l("Áreas do espaço", "Venue spaces") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    venue_id: f.ref("Espaço", "Venue", "venues", { required: true }),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 6,
      help: l("Ex.: Quadra 1, Piscina 50 m, Pista", "E.g. Court 1, 50 m pool, Track"),
    }),
    kind: f.select("Tipo", "Kind", SPACE_KINDS, {
      required: true,
      default: "court",
      list: true,
      filter: true,
      span: 3,
    }),
    surface: f.text("Piso", "Surface", {
      max: 60,
      span: 3,
      help: l("Ex.: taco, sintético", "E.g. wood, synthetic"),
    }),
    sports: f.tags("Modalidades", "Sports", { max: 20, list: true, span: 6 }),
    capacity: f.int("Capacidade", "Capacity", { min: 0, max: 100_000, span: 3 }),
    active: f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 3 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
  },
});

export const WEEKDAYS = [
  o("0", "Domingo", "Sunday"),
  o("1", "Segunda-feira", "Monday"),
  o("2", "Terça-feira", "Tuesday"),
  o("3", "Quarta-feira", "Wednesday"),
  o("4", "Quinta-feira", "Thursday"),
  o("5", "Sexta-feira", "Friday"),
  o("6", "Sábado", "Saturday"),
] as const;

/**
 * One opening of a space on a weekday (Sunday = 0), in the tenant's local time; a space may open
 * twice a day (two rows). Valid from/until bound a season's hours.
 */
export const spaceschedules = defineResource({
  ...base,
  name: "spaceschedules",
  parent: { resource: "spaces", field: "space_id" },
  label: {
    one: l("Horário de funcionamento", "Opening hours"),
    many: l("Horários de funcionamento", "Opening hours"),
  },
  titleField: "weekday",
  defaultSort: "weekday",
  fields: {
    space_id: f.ref("Área do espaço", "Venue space", "spaces", { required: true }),
    weekday: f.select("Dia da semana", "Weekday", WEEKDAYS, {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    opens: f.time("Abre às", "Opens at", { required: true, list: true, span: 4 }),
    closes: f.time("Fecha às", "Closes at", { required: true, list: true, span: 4, notBefore: "opens" }),
    valid_from: f.date("Válido a partir de", "Valid from", { list: true, span: 6 }),
    valid_until: f.date("Válido até", "Valid until", { list: true, span: 6, notBefore: "valid_from" }),
    notes: f.text("Observação", "Note", {
      max: 120,
      list: true,
      search: true,
      span: 12,
      help: l("Ex.: horário de férias, só treinos", "E.g. holiday hours, training only"),
    }),
  },
});

export const VENUE_RESOURCES = [venues, spaces, spaceschedules];
