import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Finances (module `bills`, spec §2 /finances): what a person or an association owes (debts), the
 * charges that group a payer's debts with their payment means (bills, with the amounts each debt
 * had when billed), the rules that create debts on a schedule (recurrences) and each of their runs
 * (one per period, its unique key is what makes a run happen once), and the history of a debt's
 * status. Every amount is integer cents. A payer is a person or an association: two nullable refs,
 * exactly one set (the rules refuse otherwise and the migration checks it).
 */

export const DEBT_ORIGINS = [
  o("manual", "Lançamento manual", "Manual entry"),
  o("recurrence", "Cobrança recorrente", "Recurring charge"),
  o("competition_entry", "Inscrição em competição", "Competition entry"),
  o("registration", "Registro", "Registration"),
] as const;
export type DebtOrigin = (typeof DEBT_ORIGINS)[number]["value"];

export const DEBT_STATUSES = [
  o("open", "Em aberto", "Open"),
  o("billed", "Em cobrança", "In a bill"),
  o("paid", "Paga", "Paid"),
  o("cancelled", "Cancelada", "Cancelled"),
  o("written_off", "Baixada", "Written off"),
] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number]["value"];

export const BILL_STATUSES = [
  o("open", "Aguardando pagamento", "Awaiting payment"),
  o("paid", "Paga", "Paid"),
  o("cancelled", "Cancelada", "Cancelled"),
  o("expired", "Vencida", "Expired"),
] as const;
export type BillStatus = (typeof BILL_STATUSES)[number]["value"];

export const PAYMENT_MEANS = [
  o("pix", "PIX", "PIX"),
  o("boleto", "Boleto", "Boleto"),
  o("card", "Cartão", "Card"),
  o("cash", "Dinheiro", "Cash"),
  o("transfer", "Transferência", "Bank transfer"),
] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number]["value"];

export const PAYMENT_GATEWAYS = [
  o("asaas", "Asaas", "Asaas"),
  o("mercadopago", "Mercado Pago", "Mercado Pago"),
  o("pagarme", "Pagar.me", "Pagar.me"),
] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number]["value"];

export const RECURRENCE_PERIODS = [
  o("monthly", "Mensal", "Monthly"),
  o("annual", "Anual", "Annual"),
] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number]["value"];

export const RECURRENCE_TARGETS = [
  o("associations", "Todas as entidades ativas", "Every active association"),
  o("association_athletes", "Atletas ativos de uma entidade", "Active athletes of an association"),
  o("role", "Pessoas com um perfil", "People with a role"),
] as const;
export type RecurrenceTarget = (typeof RECURRENCE_TARGETS)[number]["value"];

/** Fine and interest after the due date: the usual 2% once and 1% a month, configurable per debt. */
const lateFees = {
  fine_percent: f.decimal("Multa por atraso (%)", "Late fine (%)", { default: 2, min: 0, max: 20, span: 3 }),
  interest_percent_month: f.decimal("Juros ao mês (%)", "Interest a month (%)", {
    default: 1,
    min: 0,
    max: 20,
    span: 3,
  }),
};

const payer = (help: ReturnType<typeof l>) => ({
  user_id: f.ref("Pessoa pagadora", "Paying person", PEOPLE_REF, { list: true, filter: true, span: 6, help }),
  association_id: f.ref("Entidade pagadora", "Paying association", "associations", {
    list: true,
    filter: true,
    span: 6,
  }),
});

export const recurrences = defineResource({
  name: "recurrences",
  icon: "clock-play",
  permission: "recurrences",
  modules: ["bills"],
  menu: "billing",
  label: {
    one: l("Cobrança recorrente", "Recurring bill"),
    many: l("Cobranças recorrentes", "Recurring bills"),
  },
  titleField: "name",
  defaultSort: "name",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 6,
    }),
    amount_cents: f.money("Valor", "Amount", { required: true, min: 1, list: true, span: 3 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 3 }),
    description: f.text("Descrição do débito", "Debt description", {
      required: true,
      max: 200,
      search: true,
      span: 12,
      help: l(
        "Cada débito criado leva esta descrição e o período (ex.: Mensalidade 11/2026).",
        "Each debt created carries this description and the period (e.g. Monthly dues 11/2026).",
      ),
    }),
    period: f.select("Periodicidade", "Period", RECURRENCE_PERIODS, {
      required: true,
      default: "monthly",
      list: true,
      filter: true,
      span: 4,
    }),
    day_of_month: f.int("Dia do mês", "Day of the month", {
      required: true,
      default: 10,
      min: 1,
      max: 28,
      span: 4,
      help: l("Dia em que a cobrança é gerada (1 a 28).", "Day the charge is created (1 to 28)."),
    }),
    month: f.int("Mês (anual)", "Month (annual)", {
      min: 1,
      max: 12,
      span: 4,
      help: l("Para a periodicidade anual: 1 = janeiro.", "For the annual period: 1 = January."),
    }),
    target: f.select("Quem é cobrado", "Who is charged", RECURRENCE_TARGETS, {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    role_name: f.text("Perfil", "Role", {
      max: 120,
      span: 6,
      help: l("O nome do perfil, como em Perfis.", "The role's name, as in Roles."),
    }),
    // The role `role_name` named when it was saved: the runner charges its holders.
    role_id: f.text("Perfil (identificador)", "Role (id)", { max: 36, readOnly: true }),
    target_association_id: f.ref("Entidade", "Association", "associations", { filter: true, span: 6 }),
    due_after_days: f.int("Vence após (dias)", "Due after (days)", {
      required: true,
      default: 10,
      min: 0,
      max: 365,
      span: 4,
    }),
    ...lateFees,
    starts_on: f.date("Início", "Starts on", { required: true, list: true, span: 4 }),
    ends_on: f.date("Término", "Ends on", { notBefore: "starts_on", span: 4 }),
    next_run_on: f.date("Próxima execução", "Next run", { readOnly: true, list: true, sort: true }),
    last_period: f.text("Último período gerado", "Last period run", { max: 7, readOnly: true }),
  },
  showWhen: {
    month: { field: "period", equals: "annual" },
    role_name: { field: "target", equals: "role" },
    target_association_id: { field: "target", equals: "association_athletes" },
  },
});

/** One run of a recurrence: its unique (recurrence, period) key makes each period run exactly once. */
export const recurrenceruns = defineResource({
  name: "recurrenceruns",
  permission: "recurrences",
  modules: ["bills"],
  menu: "billing",
  parent: { resource: "recurrences", field: "recurrence_id" },
  label: { one: l("Execução", "Run"), many: l("Execuções", "Runs") },
  titleField: "period",
  defaultSort: "-period",
  actions: ["list", "get", "export"],
  fields: {
    recurrence_id: f.ref("Cobrança recorrente", "Recurring charge", "recurrences", { required: true }),
    period: f.text("Período", "Period", { required: true, unique: true, max: 7, list: true, sort: true }),
    debts_created: f.int("Débitos criados", "Debts created", { required: true, min: 0, list: true }),
    total_cents: f.money("Valor total", "Total amount", { required: true, list: true }),
    started_at: f.datetime("Início", "Started at", { required: true, list: true }),
    finished_at: f.datetime("Término", "Finished at", { required: true }),
  },
});

export const bills = defineResource({
  name: "bills",
  icon: "file-invoice",
  permission: "bills",
  modules: ["bills"],
  menu: "billing",
  label: { one: l("Cobrança", "Bill"), many: l("Cobranças", "Bills") },
  titleField: "description",
  defaultSort: "-created_at",
  // Made by the bills.create operation (chosen debts, amounts computed) and settled by payments.
  actions: ["list", "get", "export"],
  fields: {
    ...payer(l("A pessoa ou a entidade que paga.", "The person or the association that pays.")),
    description: f.text("Descrição", "Description", { required: true, max: 300, list: true, search: true }),
    status: f.select("Situação", "Status", BILL_STATUSES, {
      required: true,
      default: "open",
      list: true,
      filter: true,
    }),
    due_date: f.date("Vencimento", "Due date", { required: true, list: true, sort: true, filter: true }),
    debts_cents: f.money("Débitos", "Debts", { required: true }),
    fine_cents: f.money("Multa", "Fine", { required: true }),
    interest_cents: f.money("Juros", "Interest", { required: true }),
    discount_cents: f.money("Desconto", "Discount", { required: true }),
    total_cents: f.money("Total", "Total", { required: true, list: true, sort: true, filter: true }),
    means: f.select("Meio de pagamento", "Payment means", PAYMENT_MEANS, { list: true, filter: true }),
    // Static or dynamic PIX: the txid the payment carries back (statement, webhook), the BR Code.
    pix_txid: f.text("Identificador PIX (txid)", "PIX txid", { max: 35, unique: true, search: true }),
    pix_code: f.textarea("PIX copia e cola", "PIX copy and paste", { max: 1_000 }),
    // A gateway's QR image (base64 PNG) when it sends one; otherwise drawn from pix_code.
    pix_qr: f.textarea("QR Code PIX", "PIX QR code", { max: 200_000 }),
    pix_expires_at: f.datetime("PIX válido até", "PIX valid until"),
    gateway: f.select("Intermediador", "Gateway", PAYMENT_GATEWAYS, { filter: true }),
    gateway_charge_id: f.text("Cobrança no intermediador", "Gateway charge id", { max: 120, search: true }),
    gateway_status: f.text("Situação no intermediador", "Gateway status", { max: 60 }),
    gateway_invoice_url: f.url("Página de pagamento", "Payment page"),
    boleto_line: f.text("Linha digitável", "Boleto line", { max: 60 }),
    boleto_barcode: f.text("Código de barras", "Boleto barcode", { max: 60 }),
    boleto_url: f.url("Boleto (PDF)", "Boleto (PDF)"),
    card_url: f.url("Link de pagamento com cartão", "Card payment link"),
    paid_at: f.datetime("Paga em", "Paid at", { list: true, sort: true, filter: true }),
    paid_cents: f.money("Valor pago", "Amount paid"),
    paid_source: f.text("Baixa por", "Settled by", {
      max: 40,
      help: l("webhook, extrato ou manual", "webhook, statement or manual"),
    }),
    receipt_number: f.text("Nº do recibo", "Receipt number", { max: 40, unique: true, search: true }),
    cancelled_at: f.datetime("Cancelada em", "Cancelled at"),
  },
});

export const debts = defineResource({
  name: "debts",
  icon: "receipt-tax",
  permission: "debts",
  modules: ["bills"],
  menu: "billing",
  label: { one: l("Débito", "Debt"), many: l("Débitos", "Debts") },
  titleField: "description",
  defaultSort: "-due_date",
  sections: [
    {
      title: l("Débito", "Debt"),
      fields: ["user_id", "association_id", "description", "amount_cents", "due_date"],
    },
    {
      title: l("Atraso e desconto", "Late fees and discount"),
      fields: ["fine_percent", "interest_percent_month", "discount_cents", "discount_until"],
    },
    {
      title: l("Origem e situação", "Origin and status"),
      fields: ["origin", "team_id", "status", "status_reason"],
    },
  ],
  fields: {
    ...payer(
      l("Preencha a pessoa ou a entidade, não as duas.", "Fill in the person or the association, not both."),
    ),
    description: f.text("Descrição", "Description", {
      required: true,
      max: 200,
      list: true,
      search: true,
      span: 12,
    }),
    amount_cents: f.money("Valor", "Amount", {
      required: true,
      min: 1,
      list: true,
      sort: true,
      filter: true,
      span: 6,
    }),
    due_date: f.date("Vencimento", "Due date", {
      required: true,
      list: true,
      sort: true,
      filter: true,
      span: 6,
    }),
    ...lateFees,
    discount_cents: f.money("Desconto", "Discount", { default: 0, span: 3 }),
    discount_until: f.date("Desconto até", "Discount until", { span: 3 }),
    origin: f.select("Origem", "Origin", DEBT_ORIGINS, {
      required: true,
      default: "manual",
      filter: true,
      span: 6,
    }),
    recurrence_id: f.ref("Cobrança recorrente", "Recurring charge", "recurrences", {
      readOnly: true,
      filter: true,
    }),
    period: f.text("Período", "Period", { max: 7, readOnly: true }),
    team_id: f.ref("Equipe inscrita", "Team entered", "teams", { span: 6 }),
    status: f.select("Situação", "Status", DEBT_STATUSES, {
      required: true,
      default: "open",
      list: true,
      filter: true,
      span: 6,
    }),
    status_reason: f.text("Motivo da situação", "Reason for the status", {
      max: 500,
      span: 12,
      help: l(
        "Ao cancelar ou baixar um débito, diga por quê: fica no histórico.",
        "When cancelling or writing off a debt, say why: it goes into the history.",
      ),
    }),
    paid_at: f.datetime("Paga em", "Paid at", { readOnly: true }),
    bill_id: f.ref("Cobrança atual", "Current bill", "bills", { readOnly: true }),
  },
  showWhen: { team_id: { field: "origin", equals: "competition_entry" } },
});

/** A debt in a bill, with the amounts it had when billed (the bill's total is their sum). */
export const billdebts = defineResource({
  name: "billdebts",
  permission: "bills",
  modules: ["bills"],
  menu: "billing",
  parent: { resource: "bills", field: "bill_id" },
  label: { one: l("Débito da cobrança", "Bill debt"), many: l("Débitos da cobrança", "Bill debts") },
  titleField: "description",
  defaultSort: "created_at",
  actions: ["list", "get"],
  fields: {
    bill_id: f.ref("Cobrança", "Bill", "bills", { required: true }),
    debt_id: f.ref("Débito", "Debt", "debts", { required: true, unique: true, list: true }),
    description: f.text("Descrição", "Description", { required: true, max: 200, list: true }),
    due_date: f.date("Vencimento", "Due date", { required: true, list: true }),
    amount_cents: f.money("Valor", "Amount", { required: true, list: true }),
    fine_cents: f.money("Multa", "Fine", { required: true, list: true }),
    interest_cents: f.money("Juros", "Interest", { required: true, list: true }),
    discount_cents: f.money("Desconto", "Discount", { required: true, list: true }),
    total_cents: f.money("Total", "Total", { required: true, list: true }),
  },
});

/** Each change of a debt's status: from, to, who, when (created_at) and why. */
export const debthistory = defineResource({
  name: "debthistory",
  permission: "debts",
  modules: ["bills"],
  menu: "billing",
  parent: { resource: "debts", field: "debt_id" },
  label: {
    one: l("Histórico do débito", "Debt history entry"),
    many: l("Histórico do débito", "Debt history"),
  },
  titleField: "to_status",
  defaultSort: "-created_at",
  actions: ["list", "get"],
  fields: {
    debt_id: f.ref("Débito", "Debt", "debts", { required: true }),
    from_status: f.select("De", "From", DEBT_STATUSES, { list: true }),
    to_status: f.select("Para", "To", DEBT_STATUSES, { required: true, list: true }),
    reason: f.text("Motivo", "Reason", { max: 500, list: true }),
    bill_id: f.ref("Cobrança", "Bill", "bills", { list: true }),
    user_id: f.ref("Por", "By", PEOPLE_REF, { clearOnDelete: true, list: true }),
  },
});

export const FINANCE_RESOURCES = [recurrences, recurrenceruns, bills, debts, billdebts, debthistory];
