import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { REVIEW_STATUSES } from "./people.ts";

/**
 * Registers and memberships (module `registers`, permission `registertypes`, spec §2 /registers,
 * issue 16). A register type is one book the body keeps: athletes' affiliation, coaches, referees,
 * club members. Under it live its catalogs (roles, ordered graduations, styles with their prices,
 * membership plans, membership styles with their prices, required documents) and its records:
 *
 * - the affiliation track: a request (`registerrequests`, made by a person or by an association for
 *   its athletes) is reviewed; approval makes a `registers` entry (number, role, style, graduation,
 *   validity) and the debt its style price says; the entry turns active when that debt is paid.
 *   Promotions (`registerpromotions`) record each graduation with date, examiner and rule check.
 * - the membership track: a membership request (`registermembershiprequests`, from the open page, the
 *   person or an association) is reviewed; approval makes a `registermemberships` entry with the debt
 *   of its plan and style price; active when paid, expired at the end of its validity.
 * - contracts (`registercontracts`): athlete–association contracts with a public verification code,
 *   like CBF's BID.
 *
 * Every amount is integer cents. docs/registers.md holds the decisions.
 */

export const REGISTER_KINDS = [
  o("athletes", "Filiação de atletas", "Athletes' affiliation"),
  o("coaches", "Técnicos e comissão", "Coaches and staff"),
  o("referees", "Árbitros", "Referees"),
  o("members", "Sócios de clube", "Club members"),
  o("other", "Outro", "Other"),
] as const;

export const REGISTER_VALIDITIES = [
  o("annual", "Anual (até 31/12)", "Annual (until 31 Dec)"),
  o("season", "Por temporada", "Per season"),
  o("open_ended", "Sem prazo", "Open-ended"),
] as const;
export type RegisterValidity = (typeof REGISTER_VALIDITIES)[number]["value"];

export const REGISTER_REQUESTERS = [
  o("both", "A pessoa ou a entidade", "The person or the association"),
  o("person", "Só a própria pessoa", "The person only"),
  o("association", "Só a entidade, pelos seus atletas", "The association only, for its athletes"),
] as const;
export type RegisterRequester = (typeof REGISTER_REQUESTERS)[number]["value"];

/** Where an affiliation or a membership stands: pending payment until its debt is paid. */
export const REGISTER_STATUSES = [
  o("pending_payment", "Aguardando pagamento", "Awaiting payment"),
  o("active", "Ativo", "Active"),
  o("expired", "Vencido", "Expired"),
  o("suspended", "Suspenso", "Suspended"),
  o("cancelled", "Cancelado", "Cancelled"),
] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number]["value"];

export const REQUEST_SOURCES = [
  o("public", "Página aberta", "Open page"),
  o("person", "A própria pessoa", "The person"),
  o("association", "Entidade", "Association"),
  o("staff", "Equipe da organização", "Staff"),
] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number]["value"];

export const CONTRACT_KINDS = [
  o("professional", "Profissional", "Professional"),
  o("amateur", "Amador", "Amateur"),
  o("loan", "Empréstimo", "Loan"),
  o("training", "Formação", "Training"),
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number]["value"];

export const CONTRACT_STATUSES = [
  o("active", "Vigente", "In force"),
  o("ended", "Encerrado", "Ended"),
  o("terminated", "Rescindido", "Terminated"),
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]["value"];

export const PLAN_BILLINGS = [
  o("once", "Pagamento único pela validade", "Once for the validity"),
  o("monthly", "Mensal", "Monthly"),
  o("annual", "Anual", "Annual"),
] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number]["value"];

const base = {
  permission: "registertypes",
  modules: ["registers"],
  menu: "registration",
} as const;

const typeRef = {
  registertype_id: f.ref("Tipo de registro", "Register type", "registertypes", { required: true }),
};

const name = (span: 4 | 6 | 8 = 6) =>
  f.text("Nome", "Name", { required: true, unique: true, list: true, search: true, max: 120, span });
const describe = { description: f.textarea("Descrição", "Description", { max: 2_000 }) };
const active = { active: f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 3 }) };

/** A price by age band and the dates it holds (the price of 2026 for under-18s). */
const priceFields = {
  name: f.text("Faixa", "Band", { required: true, list: true, search: true, max: 120, span: 6 }),
  amount_cents: f.money("Valor", "Amount", { required: true, list: true, span: 6 }),
  age_min: f.int("Idade mínima", "Minimum age", { min: 0, max: 120, list: true, span: 3 }),
  age_max: f.int("Idade máxima", "Maximum age", {
    min: 0,
    max: 120,
    notBefore: "age_min",
    list: true,
    span: 3,
  }),
  valid_from: f.date("Vale a partir de", "Valid from", { list: true, sort: true, span: 3 }),
  valid_until: f.date("Vale até", "Valid until", { notBefore: "valid_from", list: true, span: 3 }),
};

/** The review of a request, as the other queues of the register write it. */
const review = {
  status: f.select("Situação", "Status", REVIEW_STATUSES, {
    default: "pending",
    readOnly: true,
    list: true,
    filter: true,
    span: 4,
  }),
  review_reason: f.textarea("Motivo da decisão", "Reason for the decision", { max: 1_000, readOnly: true }),
  reviewed_by: f.text("Analisado por", "Reviewed by", { readOnly: true, max: 200, span: 6 }),
  reviewed_at: f.datetime("Analisado em", "Reviewed at", { readOnly: true, list: true, sort: true, span: 6 }),
};

/** Who an entry or request is about, and the association it is made through. */
const person = {
  user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
  association_id: f.ref("Entidade", "Association", "associations", { list: true, filter: true, span: 6 }),
};

/** A request's person: given when it is made, never changed (another person is another request). */
const requestPerson = {
  ...person,
  user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
    required: true,
    createOnly: true,
    list: true,
    filter: true,
    span: 6,
  }),
};

/** An entry's life: number, validity, the debt that activates it. */
const entry = {
  number: f.text("Número", "Number", {
    unique: true,
    readOnly: true,
    list: true,
    search: true,
    sort: true,
    max: 40,
    span: 4,
  }),
  status: f.select("Situação", "Status", REGISTER_STATUSES, {
    required: true,
    default: "pending_payment",
    list: true,
    filter: true,
    span: 4,
  }),
  starts_on: f.date("Início da validade", "Valid from", { list: true, sort: true, span: 4 }),
  ends_on: f.date("Fim da validade", "Valid until", {
    notBefore: "starts_on",
    list: true,
    sort: true,
    filter: true,
    span: 4,
  }),
  debt_id: f.ref("Débito", "Debt", "debts", { readOnly: true }),
  // The renewal reminders already sent for this validity ("30", "30,7"), so each goes once.
  reminders_sent: f.text("Lembretes enviados", "Reminders sent", { readOnly: true, max: 20 }),
  notes: f.textarea("Observações", "Notes", { max: 2_000 }),
};

export const registertypes = defineResource({
  ...base,
  name: "registertypes",
  icon: "id-badge-2",
  label: { one: l("Tipo de registro", "Register type"), many: l("Tipos de registro", "Register types") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: name(8),
    kind: f.select("Espécie", "Kind", REGISTER_KINDS, {
      required: true,
      default: "athletes",
      list: true,
      filter: true,
      span: 4,
    }),
    validity: f.select("Validade", "Validity", REGISTER_VALIDITIES, {
      required: true,
      default: "annual",
      list: true,
      filter: true,
      span: 4,
    }),
    season_ends_on: f.date("Fim da temporada", "Season ends on", {
      span: 4,
      help: l(
        "Com validade por temporada: os registros aprovados valem até esta data.",
        "With a per-season validity: approved entries hold until this date.",
      ),
    }),
    requesters: f.select("Quem pode solicitar", "Who may request", REGISTER_REQUESTERS, {
      required: true,
      default: "both",
      span: 4,
    }),
    number_prefix: f.text("Prefixo do número", "Number prefix", {
      max: 12,
      span: 4,
      help: l(
        "Os números saem como PREFIXO-ANO-SEQUÊNCIA (ex.: FPJ-2026-00042).",
        "Numbers read PREFIX-YEAR-SEQUENCE (e.g. FPJ-2026-00042).",
      ),
    }),
    public: f.bool("Aberto ao público", "Open to the public", {
      list: true,
      filter: true,
      span: 4,
      help: l(
        "Aceita pedidos de filiação sem login, na página aberta.",
        "Accepts membership requests without a login, on the open page.",
      ),
    }),
    parq_required: f.bool("Exige PAR-Q", "PAR-Q required", { span: 4 }),
    ...active,
    // The one text of the type people asking to join read (the open page's form, the portal's):
    // written to them, never a note of the staff's.
    description: f.textarea("Descrição", "Description", {
      max: 2_000,
      help: l(
        "Aparece para quem pede a filiação, na página aberta e no portal: escreva para o público, não anotações internas.",
        "Shown to people asking to join, on the open page and in the portal: write it for them, not internal notes.",
      ),
    }),
  },
  showWhen: { season_ends_on: { field: "validity", equals: "season" } },
});

/** The documents a register type requires, checked against the person's documents on approval. */
export const registerdocuments = defineResource({
  ...base,
  name: "registerdocuments",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: {
    one: l("Documento exigido", "Required document"),
    many: l("Documentos exigidos", "Required documents"),
  },
  titleField: "documenttype_id",
  defaultSort: "documenttype_id",
  fields: {
    ...typeRef,
    documenttype_id: f.ref("Tipo de documento", "Document type", "documenttypes", {
      required: true,
      unique: true,
      list: true,
      span: 6,
    }),
    blocks_approval: f.bool("Impede a aprovação", "Blocks approval", {
      default: true,
      list: true,
      span: 6,
      help: l(
        "Marcado: um pedido só é aprovado com o documento aprovado.",
        "Checked: a request is approved only with the document approved.",
      ),
    }),
  },
});

export const registerroles = defineResource({
  ...base,
  name: "registerroles",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Função", "Role"), many: l("Funções", "Roles") },
  titleField: "name",
  defaultSort: "name",
  fields: { ...typeRef, name: name(), ...active, ...describe },
});

export const registergraduations = defineResource({
  ...base,
  name: "registergraduations",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Graduação", "Graduation"), many: l("Graduações", "Graduations") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    ...typeRef,
    name: name(),
    position: f.int("Ordem", "Order", {
      required: true,
      unique: true,
      min: 1,
      max: 999,
      list: true,
      sort: true,
      span: 3,
      help: l("1 é a primeira graduação.", "1 is the first grade."),
    }),
    color: f.color("Cor", "Colour", { list: true, span: 3 }),
    min_months_in_previous: f.int(
      "Tempo mínimo na anterior (meses)",
      "Minimum time in the previous (months)",
      {
        required: true,
        default: 0,
        min: 0,
        max: 600,
        list: true,
        span: 6,
      },
    ),
    min_age: f.int("Idade mínima", "Minimum age", { min: 0, max: 120, list: true, span: 6 }),
    ...describe,
  },
});

export const registerstyles = defineResource({
  ...base,
  name: "registerstyles",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Modalidade", "Style"), many: l("Modalidades", "Styles") },
  titleField: "name",
  defaultSort: "name",
  fields: { ...typeRef, name: name(), ...active, ...describe },
});

export const registerstyleprices = defineResource({
  ...base,
  name: "registerstyleprices",
  parent: { resource: "registerstyles", field: "registerstyle_id" },
  label: { one: l("Preço da modalidade", "Style price"), many: l("Preços da modalidade", "Style prices") },
  titleField: "name",
  defaultSort: "age_min",
  fields: {
    registerstyle_id: f.ref("Modalidade", "Style", "registerstyles", { required: true }),
    ...priceFields,
  },
});

export const registermembershipplans = defineResource({
  ...base,
  name: "registermembershipplans",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: {
    one: l("Plano de associação", "Membership plan"),
    many: l("Planos de associação", "Membership plans"),
  },
  titleField: "name",
  defaultSort: "name",
  fields: {
    ...typeRef,
    name: name(),
    amount_cents: f.money("Valor", "Amount", { required: true, list: true, span: 3 }),
    billing: f.select("Cobrança", "Billing", PLAN_BILLINGS, {
      required: true,
      default: "once",
      list: true,
      filter: true,
      span: 3,
    }),
    months: f.int("Validade (meses)", "Validity (months)", {
      required: true,
      default: 12,
      min: 1,
      max: 60,
      list: true,
      span: 3,
    }),
    public: f.bool("Na página aberta", "On the open page", { default: true, list: true, span: 3 }),
    ...active,
    ...describe,
  },
});

export const registermembershipstyles = defineResource({
  ...base,
  name: "registermembershipstyles",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: {
    one: l("Modalidade de associação", "Membership style"),
    many: l("Modalidades de associação", "Membership styles"),
  },
  titleField: "name",
  defaultSort: "name",
  fields: { ...typeRef, name: name(), ...active, ...describe },
});

export const registermembershipstyleprices = defineResource({
  ...base,
  name: "registermembershipstyleprices",
  parent: { resource: "registermembershipstyles", field: "registermembershipstyle_id" },
  label: {
    one: l("Preço da modalidade de associação", "Membership style price"),
    many: l("Preços da modalidade de associação", "Membership style prices"),
  },
  titleField: "name",
  defaultSort: "age_min",
  fields: {
    registermembershipstyle_id: f.ref(
      "Modalidade de associação",
      "Membership style",
      "registermembershipstyles",
      {
        required: true,
      },
    ),
    ...priceFields,
  },
});

/** An affiliation: who, in which role, style and graduation, with its validity and number. */
export const registers = defineResource({
  ...base,
  name: "registers",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Registro", "Register entry"), many: l("Registros", "Register entries") },
  titleField: "number",
  defaultSort: "-starts_on",
  fields: {
    ...typeRef,
    ...person,
    registerrole_id: f.ref("Função", "Role", "registerroles", {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    registerstyle_id: f.ref("Modalidade", "Style", "registerstyles", { list: true, filter: true, span: 4 }),
    registergraduation_id: f.ref("Graduação", "Graduation", "registergraduations", {
      list: true,
      filter: true,
      span: 4,
    }),
    graduated_on: f.date("Graduado em", "Graduated on", { span: 4 }),
    ...entry,
  },
});

/** A graduation promotion, with the rule check that allowed it (minimum time in grade, age). */
export const registerpromotions = defineResource({
  ...base,
  name: "registerpromotions",
  parent: { resource: "registers", field: "register_id" },
  label: {
    one: l("Promoção de graduação", "Graduation promotion"),
    many: l("Promoções de graduação", "Graduation promotions"),
  },
  titleField: "promoted_on",
  defaultSort: "-promoted_on",
  actions: ["list", "get", "create", "export"],
  fields: {
    register_id: f.ref("Registro", "Register entry", "registers", { required: true }),
    registergraduation_id: f.ref("Nova graduação", "New graduation", "registergraduations", {
      required: true,
      list: true,
      span: 6,
    }),
    from_graduation_id: f.ref("Graduação anterior", "Previous graduation", "registergraduations", {
      readOnly: true,
      list: true,
    }),
    promoted_on: f.date("Data", "Date", { required: true, list: true, sort: true, span: 6 }),
    examiner: f.text("Examinador", "Examiner", {
      required: true,
      max: 120,
      list: true,
      search: true,
      span: 6,
    }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
  },
});

/** A request to be affiliated: the review queue of the affiliation track. */
export const registerrequests = defineResource({
  ...base,
  name: "registerrequests",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: {
    one: l("Pedido de registro", "Register request"),
    many: l("Pedidos de registro", "Register requests"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  // Staff enter a request brought to the desk and correct a pending one (the rules refuse a
  // decided one); a decision is a review (registerReviews), never an edit; no delete.
  actions: ["list", "get", "create", "update", "export"],
  fields: {
    ...typeRef,
    ...requestPerson,
    registerrole_id: f.ref("Função", "Role", "registerroles", {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    registerstyle_id: f.ref("Modalidade", "Style", "registerstyles", { list: true, filter: true, span: 4 }),
    registergraduation_id: f.ref("Graduação declarada", "Declared graduation", "registergraduations", {
      span: 4,
    }),
    // Set by the server: the path's own (the open page, the person, an association) or "staff" on
    // the generic create (registers.rules.ts); never sent in a body, never changed.
    source: f.select("Origem", "Source", REQUEST_SOURCES, {
      required: true,
      readOnly: true,
      default: "staff",
      list: true,
      filter: true,
    }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
    ...review,
    register_id: f.ref("Registro criado", "Entry created", "registers", { readOnly: true }),
  },
});

/** A membership: who holds which plan and style, its validity and number. */
export const registermemberships = defineResource({
  ...base,
  name: "registermemberships",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Associação", "Membership"), many: l("Associações", "Memberships") },
  titleField: "number",
  defaultSort: "-starts_on",
  fields: {
    ...typeRef,
    ...person,
    registermembershipplan_id: f.ref("Plano", "Plan", "registermembershipplans", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    registermembershipstyle_id: f.ref("Modalidade", "Style", "registermembershipstyles", {
      list: true,
      filter: true,
      span: 6,
    }),
    ...entry,
  },
});

/** A request to become a member: the review queue of the membership track. */
export const registermembershiprequests = defineResource({
  ...base,
  name: "registermembershiprequests",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: {
    one: l("Pedido de associação", "Membership request"),
    many: l("Pedidos de associação", "Membership requests"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  // Staff enter a request brought to the desk and correct a pending one (the rules refuse a
  // decided one); a decision is a review (registerReviews), never an edit; no delete.
  actions: ["list", "get", "create", "update", "export"],
  fields: {
    ...typeRef,
    ...requestPerson,
    registermembershipplan_id: f.ref("Plano", "Plan", "registermembershipplans", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    registermembershipstyle_id: f.ref("Modalidade", "Style", "registermembershipstyles", { span: 6 }),
    // Set by the server: the path's own (the open page, the person, an association) or "staff" on
    // the generic create (registers.rules.ts); never sent in a body, never changed.
    source: f.select("Origem", "Source", REQUEST_SOURCES, {
      required: true,
      readOnly: true,
      default: "staff",
      list: true,
      filter: true,
    }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
    ...review,
    registermembership_id: f.ref("Associação criada", "Membership created", "registermemberships", {
      readOnly: true,
    }),
  },
});

/** An athlete–association contract, with the code anyone checks it by (as CBF's BID). */
export const registercontracts = defineResource({
  ...base,
  name: "registercontracts",
  parent: { resource: "registertypes", field: "registertype_id" },
  label: { one: l("Contrato", "Contract"), many: l("Contratos", "Contracts") },
  titleField: "number",
  defaultSort: "-starts_on",
  fields: {
    ...typeRef,
    user_id: f.ref("Atleta", "Athlete", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    association_id: f.ref("Entidade contratante", "Contracting association", "associations", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    kind: f.select("Tipo", "Type", CONTRACT_KINDS, {
      required: true,
      default: "amateur",
      list: true,
      filter: true,
      span: 4,
    }),
    lending_association_id: f.ref("Entidade cedente", "Lending association", "associations", { span: 8 }),
    number: f.text("Número", "Number", {
      unique: true,
      readOnly: true,
      list: true,
      search: true,
      max: 40,
      span: 4,
    }),
    starts_on: f.date("Início", "Starts on", { required: true, list: true, sort: true, span: 4 }),
    ends_on: f.date("Término", "Ends on", { notBefore: "starts_on", list: true, sort: true, span: 4 }),
    status: f.select("Situação", "Status", CONTRACT_STATUSES, {
      required: true,
      default: "active",
      list: true,
      filter: true,
      span: 4,
    }),
    terminated_on: f.date("Rescindido em", "Terminated on", { notBefore: "starts_on", span: 4 }),
    verification_code: f.text("Código de verificação", "Verification code", {
      unique: true,
      readOnly: true,
      max: 16,
      span: 4,
    }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
  },
  showWhen: {
    lending_association_id: { field: "kind", equals: "loan" },
    terminated_on: { field: "status", equals: "terminated" },
  },
});

export const REGISTER_RESOURCES = [
  registertypes,
  registerdocuments,
  registerroles,
  registergraduations,
  registerstyles,
  registerstyleprices,
  registermembershipplans,
  registermembershipstyles,
  registermembershipstyleprices,
  registers,
  registerpromotions,
  registerrequests,
  registermemberships,
  registermembershiprequests,
  registercontracts,
];
