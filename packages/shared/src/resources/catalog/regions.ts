import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

const regions = { permission: "regions", menu: "locations" } as const;

export const BRAZIL_REGIONS = [
  o("N", "Norte", "North"),
  o("NE", "Nordeste", "Northeast"),
  o("CO", "Centro-Oeste", "Central-West"),
  o("SE", "Sudeste", "Southeast"),
  o("S", "Sul", "South"),
] as const;

export const countries = defineResource({
  ...regions,
  name: "countries",
  icon: "world",
  label: { one: l("País", "Country"), many: l("Países", "Countries") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    name: f.text("Nome", "Name", { required: true, unique: true, list: true, search: true, max: 120 }),
    official_name: f.text("Nome oficial", "Official name", { max: 200, search: true }),
    iso2: f.text("Sigla ISO (2 letras)", "ISO code (2 letters)", {
      max: 2,
      min: 2,
      unique: true,
      list: true,
      span: 4,
    }),
    iso3: f.text("Sigla ISO (3 letras)", "ISO code (3 letters)", { max: 3, min: 3, span: 4, list: true }),
    phone_code: f.text("Código de discagem", "Dialing code", { max: 6, span: 4 }),
    nationality: f.text("Nacionalidade (gentílico)", "Nationality", { max: 80 }),
    active: f.bool("Ativo", "Active", { default: true, list: true, filter: true }),
  },
});

export const countryregions = defineResource({
  ...regions,
  name: "countryregions",
  icon: "map-2",
  label: { one: l("Região do país", "Country region"), many: l("Regiões do país", "Country regions") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    country_id: f.ref("País", "Country", "countries", { required: true, list: true, filter: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
    code: f.text("Sigla", "Code", { max: 10, list: true, span: 4 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

export const states = defineResource({
  ...regions,
  name: "states",
  icon: "map",
  label: { one: l("Estado", "State"), many: l("Estados", "States") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    country_id: f.ref("País", "Country", "countries", { required: true, list: true, filter: true }),
    countryregion_id: f.ref("Região do país", "Country region", "countryregions", { filter: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
    uf: f.text("Sigla (UF)", "Abbreviation", { required: true, max: 3, list: true, search: true, span: 4 }),
    ibge_code: f.text("Código IBGE", "IBGE code", { max: 2, unique: true, list: true, span: 4 }),
    region: f.select("Região geográfica", "Geographic region", BRAZIL_REGIONS, {
      list: true,
      filter: true,
      span: 4,
    }),
  },
});

export const stateregions = defineResource({
  ...regions,
  name: "stateregions",
  icon: "map-pins",
  label: { one: l("Região do estado", "State region"), many: l("Regiões do estado", "State regions") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    state_id: f.ref("Estado", "State", "states", { required: true, list: true, filter: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

export const cities = defineResource({
  ...regions,
  name: "cities",
  icon: "building-skyscraper",
  label: { one: l("Cidade", "City"), many: l("Cidades", "Cities") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    state_id: f.ref("Estado", "State", "states", { required: true, list: true, filter: true }),
    stateregion_id: f.ref("Região do estado", "State region", "stateregions", { filter: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
    ibge_code: f.text("Código IBGE", "IBGE code", {
      max: 7,
      unique: true,
      list: true,
      search: true,
      span: 4,
    }),
    capital: f.bool("Capital", "Capital", { list: true, filter: true, span: 4 }),
  },
});

export const cityregions = defineResource({
  ...regions,
  name: "cityregions",
  icon: "map-pin",
  label: { one: l("Região da cidade", "City region"), many: l("Regiões da cidade", "City regions") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    city_id: f.ref("Cidade", "City", "cities", { required: true, list: true, filter: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

export const districts = defineResource({
  ...regions,
  name: "districts",
  icon: "home-search",
  label: { one: l("Bairro", "District"), many: l("Bairros", "Districts") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    city_id: f.ref("Cidade", "City", "cities", { required: true, list: true, filter: true }),
    cityregion_id: f.ref("Região da cidade", "City region", "cityregions", { filter: true, list: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 120 }),
  },
});

export const STREET_TYPES = [
  o("rua", "Rua", "Street"),
  o("avenida", "Avenida", "Avenue"),
  o("travessa", "Travessa", "Lane"),
  o("alameda", "Alameda", "Alley"),
  o("praca", "Praça", "Square"),
  o("estrada", "Estrada", "Road"),
  o("rodovia", "Rodovia", "Highway"),
  o("outro", "Outro", "Other"),
] as const;

export const streets = defineResource({
  ...regions,
  name: "streets",
  icon: "road",
  label: { one: l("Logradouro", "Street"), many: l("Logradouros", "Streets") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    city_id: f.ref("Cidade", "City", "cities", { required: true, list: true, filter: true }),
    district_id: f.ref("Bairro", "District", "districts", { list: true, filter: true }),
    type: f.select("Tipo", "Type", STREET_TYPES, { default: "rua", list: true, filter: true, span: 4 }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 200, span: 8 }),
    cep: f.cep("CEP", "Postal code (CEP)", { list: true, search: true, filter: true, span: 4 }),
  },
});

export const USER_DISTRICT_ROLES = [
  o("coordinator", "Coordenador(a) regional", "Regional coordinator"),
  o("delegate", "Delegado(a)", "Delegate"),
  o("agent", "Agente esportivo", "Sports agent"),
  o("other", "Outra função", "Other role"),
] as const;

/**
 * Who answers for which district (bairro): the regional coordinators, delegates and sports agents
 * a federation assigns across a city, with the period of the assignment.
 */
export const usersdistricts = defineResource({
  name: "usersdistricts",
  icon: "user-pin",
  permission: "users",
  menu: "locations",
  label: {
    one: l("Pessoa por bairro", "Person per district"),
    many: l("Pessoas por bairro", "People per district"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    district_id: f.ref("Bairro", "District", "districts", {
      required: true,
      list: true,
      filter: true,
      span: 6,
      unique: true,
      uniqueWith: ["user_id"],
    }),
    role: f.select("Função", "Role", USER_DISTRICT_ROLES, {
      default: "coordinator",
      list: true,
      filter: true,
      span: 4,
    }),
    starts_on: f.date("Início", "Start", { list: true, sort: true, span: 4 }),
    ends_on: f.date("Fim", "End", { list: true, span: 4, notBefore: "starts_on" }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
});

export const REGION_RESOURCES = [
  countries,
  countryregions,
  states,
  stateregions,
  cities,
  cityregions,
  districts,
  streets,
  usersdistricts,
];
