import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { GENDER_DIVISIONS } from "./sports.ts";

const active = () => f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 4 });

export const DOCUMENT_TYPES = [
  o("statute", "Estatuto", "Statute"),
  o("minutes", "Ata", "Minutes"),
  o("regulation", "Regulamento", "Regulation"),
  o("resolution", "Resolução", "Resolution"),
  o("ordinance", "Portaria", "Ordinance"),
  o("notice", "Edital", "Public notice"),
  o("report", "Relatório", "Report"),
  o("financial", "Demonstração financeira", "Financial statement"),
  o("certificate", "Certidão", "Certificate"),
  o("contract", "Contrato ou convênio", "Contract or agreement"),
  o("other", "Outro", "Other"),
] as const;

/** The federation's own documents (estatuto, atas, certidões, balanços), public or internal. */
export const documents = defineResource({
  name: "documents",
  icon: "file-certificate",
  permission: "documents",
  menu: "documentation",
  label: { one: l("Documento", "Document"), many: l("Documentos", "Documents") },
  titleField: "title",
  defaultSort: "-issued_on",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 200 }),
    type: f.select("Tipo", "Type", DOCUMENT_TYPES, { required: true, list: true, filter: true, span: 4 }),
    number: f.text("Número", "Number", {
      max: 60,
      list: true,
      search: true,
      span: 4,
      help: l("Ex.: 012/2025", "E.g. 012/2025"),
    }),
    issued_on: f.date("Data de emissão", "Issued on", { list: true, filter: true, span: 4 }),
    valid_until: f.date("Válido até", "Valid until", {
      list: true,
      filter: true,
      span: 4,
      notBefore: "issued_on",
      help: l("Em branco: não vence.", "Empty: never expires."),
    }),
    file: f.file("Arquivo", "File", { required: true, span: 8 }),
    description: f.textarea("Descrição", "Description", { max: 2_000, search: true }),
    tags: f.tags("Etiquetas", "Tags", { filter: true, search: true }),
    public: f.bool("Público (no portal de transparência)", "Public (transparency portal)", {
      list: true,
      filter: true,
    }),
  },
  publicRead: { statusField: "public", publishedValue: true },
});

export const EVENT_KINDS = [
  o("competition", "Competição", "Competition"),
  o("course", "Curso ou clínica", "Course or clinic"),
  o("meeting", "Assembleia ou reunião", "Assembly or meeting"),
  o("ceremony", "Cerimônia", "Ceremony"),
  o("selection", "Seletiva", "Trials"),
  o("other", "Outro", "Other"),
] as const;

export const EVENT_STATUSES = [
  o("scheduled", "Confirmado", "Scheduled"),
  o("postponed", "Adiado", "Postponed"),
  o("cancelled", "Cancelado", "Cancelled"),
] as const;

/** The federation's calendar: events shown on the portal's agenda when public. */
export const events = defineResource({
  name: "events",
  icon: "calendar-event",
  permission: "events",
  menu: "publishing",
  label: { one: l("Evento", "Event"), many: l("Eventos", "Events") },
  titleField: "title",
  defaultSort: "-starts_at",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 200, span: 8 }),
    kind: f.select("Tipo", "Kind", EVENT_KINDS, {
      default: "competition",
      list: true,
      filter: true,
      span: 4,
    }),
    starts_at: f.datetime("Início", "Starts", { required: true, list: true, filter: true, span: 4 }),
    ends_at: f.datetime("Término", "Ends", { span: 4, notBefore: "starts_at" }),
    all_day: f.bool("Dia inteiro", "All day", { span: 4 }),
    status: f.select("Situação", "Status", EVENT_STATUSES, {
      required: true,
      default: "scheduled",
      list: true,
      filter: true,
      span: 4,
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { list: true, filter: true, span: 8 }),
    place: f.text("Local", "Place", { max: 200, search: true, span: 6 }),
    address: f.text("Endereço", "Address", { max: 300, span: 6 }),
    city_id: f.ref("Cidade", "City", "cities", { list: true, filter: true, span: 6 }),
    cover: f.image("Imagem", "Image", { span: 6 }),
    description: f.richtext("Descrição", "Description", { search: true }),
    registration_url: f.url("Link de inscrição", "Registration link", { span: 8 }),
    registration_deadline: f.datetime("Inscrições até", "Registration deadline", { span: 4 }),
    contact_email: f.email("E-mail de contato", "Contact e-mail", { span: 6 }),
    public: f.bool("Público (na agenda do portal)", "Public (on the portal's calendar)", {
      default: true,
      list: true,
      filter: true,
      span: 6,
    }),
  },
  sections: [
    {
      title: l("Evento", "Event"),
      fields: ["title", "kind", "starts_at", "ends_at", "all_day", "status", "sport_id"],
    },
    { title: l("Local", "Place"), fields: ["place", "address", "city_id"] },
    {
      title: l("Divulgação", "Publicity"),
      fields: [
        "cover",
        "description",
        "registration_url",
        "registration_deadline",
        "contact_email",
        "public",
      ],
    },
  ],
  publicRead: { statusField: "public", publishedValue: true },
});

export const ICMS_STATUSES = [
  o("preparing", "Em preparação", "Preparing"),
  o("submitted", "Enviado", "Submitted"),
  o("under_review", "Em análise", "Under review"),
  o("approved", "Aprovado", "Approved"),
  o("rejected", "Indeferido", "Rejected"),
] as const;

/** ICMS Esportivo: a city's points and share of the state's sports ICMS in one year. */
export const icms = defineResource({
  name: "icms",
  icon: "receipt-tax",
  permission: "icms",
  modules: ["icms"],
  menu: "programs",
  label: { one: l("ICMS Esportivo", "Sports ICMS"), many: l("ICMS Esportivo", "Sports ICMS") },
  titleField: "year",
  defaultSort: "-year",
  fields: {
    year: f.year("Ano-base", "Base year", {
      required: true,
      min: 2000,
      max: 2100,
      unique: true,
      uniqueWith: ["city_id"],
      list: true,
      filter: true,
      span: 4,
    }),
    city_id: f.ref("Município", "City", "cities", { required: true, list: true, filter: true, span: 8 }),
    status: f.select("Situação", "Status", ICMS_STATUSES, {
      required: true,
      default: "preparing",
      list: true,
      filter: true,
      span: 4,
    }),
    protocol: f.text("Protocolo", "Protocol", { max: 60, search: true, span: 4 }),
    submitted_on: f.date("Enviado em", "Submitted on", { span: 4 }),
    activities: f.int("Atividades informadas", "Activities reported", { min: 0, max: 100_000, span: 4 }),
    points: f.decimal("Pontuação", "Points", { min: 0, list: true, sort: true, span: 4 }),
    amount: f.money("Valor repassado", "Amount transferred", { list: true, filter: true, span: 4 }),
    report: f.file("Relatório ou comprovação", "Report or evidence", { span: 12 }),
    notes: f.textarea("Observações", "Notes", { max: 3_000, search: true }),
  },
});

export const INVOICE_STATUSES = [
  o("issued", "Emitida", "Issued"),
  o("cancelled", "Cancelada", "Cancelled"),
  o("replaced", "Substituída", "Replaced"),
] as const;

export const TAKER_TYPES = [
  o("company", "Pessoa jurídica (CNPJ)", "Company (CNPJ)"),
  o("person", "Pessoa física (CPF)", "Person (CPF)"),
] as const;

/** Service invoices (NFS-e) the federation issued: who took the service, how much, the files. */
export const invoices = defineResource({
  name: "invoices",
  icon: "file-invoice",
  permission: "invoices",
  menu: "billing",
  label: { one: l("Nota fiscal", "Invoice"), many: l("Notas fiscais", "Invoices") },
  titleField: "number",
  defaultSort: "-issued_on",
  softDelete: true,
  fields: {
    number: f.text("Número", "Number", {
      required: true,
      max: 20,
      unique: true,
      uniqueWith: ["series"],
      list: true,
      search: true,
      span: 4,
    }),
    series: f.text("Série", "Series", {
      required: true,
      default: "1",
      max: 10,
      list: true,
      span: 4,
      help: l("Número e série não se repetem.", "Number and series never repeat."),
    }),
    issued_on: f.date("Data de emissão", "Issued on", { required: true, list: true, filter: true, span: 4 }),
    competence: f.date("Competência", "Service period", {
      span: 4,
      help: l("Mês do serviço.", "Month of the service."),
    }),
    status: f.select("Situação", "Status", INVOICE_STATUSES, {
      required: true,
      default: "issued",
      list: true,
      filter: true,
      span: 4,
    }),
    verification_code: f.text("Código de verificação", "Verification code", {
      max: 60,
      search: true,
      span: 4,
    }),
    taker_type: f.select("Tomador", "Customer type", TAKER_TYPES, {
      required: true,
      default: "company",
      span: 4,
    }),
    taker_name: f.text("Nome ou razão social do tomador", "Customer name", {
      required: true,
      list: true,
      search: true,
      max: 200,
      span: 8,
    }),
    taker_cnpj: f.cnpj("CNPJ do tomador", "Customer CNPJ", {
      list: true,
      search: true,
      filter: true,
      span: 6,
    }),
    taker_cpf: f.cpf("CPF do tomador", "Customer CPF", { search: true, filter: true, span: 6 }),
    taker_email: f.email("E-mail do tomador", "Customer e-mail", { span: 6 }),
    taker_city_id: f.ref("Município do tomador", "Customer city", "cities", { span: 6 }),
    service_code: f.text("Código do serviço (LC 116)", "Service code (LC 116)", {
      max: 20,
      span: 4,
      help: l("Ex.: 17.01", "E.g. 17.01"),
    }),
    description: f.textarea("Discriminação do serviço", "Service description", {
      required: true,
      max: 2_000,
      search: true,
    }),
    amount: f.money("Valor do serviço", "Service amount", {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    deductions: f.money("Deduções", "Deductions", { span: 4 }),
    iss_rate: f.decimal("Alíquota do ISS (%)", "ISS rate (%)", { min: 0, max: 5, span: 4 }),
    iss_withheld: f.bool("ISS retido pelo tomador", "ISS withheld by the customer", { span: 4 }),
    pdf: f.file("PDF (DANFSE)", "PDF", { span: 6 }),
    xml: f.file("XML", "XML", { span: 6 }),
    cancel_reason: f.textarea("Motivo do cancelamento", "Reason for cancelling", { max: 1_000 }),
  },
  sections: [
    {
      title: l("Nota", "Invoice"),
      fields: ["number", "series", "issued_on", "competence", "status", "verification_code"],
    },
    {
      title: l("Tomador do serviço", "Customer"),
      fields: ["taker_type", "taker_name", "taker_cnpj", "taker_cpf", "taker_email", "taker_city_id"],
    },
    {
      title: l("Serviço e valores", "Service and amounts"),
      fields: ["service_code", "description", "amount", "deductions", "iss_rate", "iss_withheld"],
    },
    { title: l("Arquivos", "Files"), fields: ["pdf", "xml", "cancel_reason"] },
  ],
  showWhen: {
    taker_cnpj: { field: "taker_type", equals: "company" },
    taker_cpf: { field: "taker_type", equals: "person" },
    cancel_reason: { field: "status", equals: "cancelled" },
  },
});

export const MEDIA_TYPES = [
  o("online", "Portal ou site", "Website"),
  o("print", "Jornal ou revista", "Print"),
  o("tv", "TV", "TV"),
  o("radio", "Rádio", "Radio"),
  o("social", "Rede social", "Social media"),
  o("podcast", "Podcast", "Podcast"),
] as const;

export const SENTIMENTS = [
  o("positive", "Positiva", "Positive"),
  o("neutral", "Neutra", "Neutral"),
  o("negative", "Negativa", "Negative"),
] as const;

/** Press clippings: what the media said about the federation, and how. */
export const clippings = defineResource({
  name: "clippings",
  icon: "scissors",
  permission: "clippings",
  menu: "publishing",
  label: { one: l("Clipagem", "Clipping"), many: l("Clipagem", "Clippings") },
  titleField: "title",
  defaultSort: "-published_on",
  fields: {
    title: f.text("Título da matéria", "Headline", { required: true, list: true, search: true, max: 300 }),
    vehicle: f.text("Veículo", "Outlet", { required: true, list: true, search: true, max: 160, span: 6 }),
    media_type: f.select("Mídia", "Media", MEDIA_TYPES, {
      default: "online",
      list: true,
      filter: true,
      span: 6,
    }),
    published_on: f.date("Data", "Date", { required: true, list: true, filter: true, span: 4 }),
    sentiment: f.select("Avaliação", "Sentiment", SENTIMENTS, {
      required: true,
      default: "neutral",
      list: true,
      filter: true,
      span: 4,
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { filter: true, span: 4 }),
    url: f.url("Link da matéria", "Link", { span: 12 }),
    file: f.file("Arquivo (recorte, PDF ou imagem)", "File (clipping, PDF or image)", { span: 12 }),
    summary: f.textarea("Resumo", "Summary", { max: 3_000, search: true }),
    reach: f.int("Alcance estimado (pessoas)", "Estimated reach (people)", { min: 0, span: 6 }),
    media_value: f.money("Valor de mídia espontânea", "Earned media value", { span: 6 }),
    tags: f.tags("Etiquetas", "Tags", { filter: true, search: true }),
  },
});

export const RANKING_SCOPES = [
  o("state", "Estadual", "State"),
  o("regional", "Regional", "Regional"),
  o("national", "Nacional", "National"),
  o("internal", "Interno (clubes e atletas filiados)", "Internal (members)"),
] as const;

export const RANKING_METHODS = [
  o("points_table", "Pontos por colocação", "Points by placement"),
  o("sum", "Soma dos resultados", "Sum of results"),
  o("best_results", "Melhores resultados", "Best results"),
  o("average", "Média dos resultados", "Average of results"),
] as const;

export const RANKING_SUBJECTS = [
  o("athletes", "Atletas", "Athletes"),
  o("teams", "Equipes", "Teams"),
  o("associations", "Entidades", "Associations"),
] as const;

/** A season's ranking of a sport and category, public once published. */
export const rankings = defineResource({
  name: "rankings",
  icon: "trophy",
  permission: "rankings",
  menu: "competitions",
  label: { one: l("Ranking", "Ranking"), many: l("Rankings", "Rankings") },
  titleField: "name",
  defaultSort: "-season",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      uniqueWith: ["season"],
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    season: f.year("Temporada", "Season", {
      required: true,
      min: 1900,
      max: 2100,
      list: true,
      filter: true,
      span: 4,
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { required: true, list: true, filter: true, span: 6 }),
    category: f.text("Categoria", "Category", {
      max: 60,
      list: true,
      search: true,
      filter: true,
      span: 6,
      help: l("Ex.: Sub-17, Adulto, Master 40+", "E.g. Under-17, Senior, Masters 40+"),
    }),
    gender: f.select("Naipe", "Division", GENDER_DIVISIONS, { list: true, filter: true, span: 4 }),
    subject: f.select("Classifica", "Ranks", RANKING_SUBJECTS, {
      required: true,
      default: "athletes",
      span: 4,
    }),
    scope: f.select("Abrangência", "Scope", RANKING_SCOPES, { default: "state", filter: true, span: 4 }),
    method: f.select("Cálculo", "Method", RANKING_METHODS, {
      required: true,
      default: "points_table",
      span: 6,
    }),
    best_results: f.int("Quantos melhores resultados contam", "How many best results count", {
      min: 1,
      max: 100,
      span: 6,
    }),
    rules: f.richtext("Regras", "Rules", { search: true }),
    published: f.bool("Publicado", "Published", { list: true, filter: true, span: 6 }),
    published_at: f.datetime("Publicado em", "Published at", { span: 6 }),
  },
  showWhen: { best_results: { field: "method", equals: "best_results" } },
  publicRead: { statusField: "published", publishedValue: true, fromField: "published_at" },
});

export const REFEREE_ROLE_KINDS = [
  o("referee", "Árbitro(a)", "Referee"),
  o("assistant", "Assistente", "Assistant"),
  o("table", "Mesa (anotador, cronometrista)", "Table official"),
  o("video", "Arbitragem de vídeo", "Video referee"),
  o("delegate", "Delegado(a) ou inspetor(a)", "Delegate or assessor"),
] as const;

/** Roles in a match's refereeing team (árbitro principal, assistente, mesário…) and their fee. */
export const refereeroles = defineResource({
  name: "refereeroles",
  icon: "id-badge-2",
  permission: "referees",
  modules: ["competitions"],
  menu: "refereeing",
  label: {
    one: l("Função de arbitragem", "Referee role"),
    many: l("Funções de arbitragem", "Referee roles"),
  },
  titleField: "name",
  defaultSort: "order",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, span: 4 }),
    kind: f.select("Tipo", "Kind", REFEREE_ROLE_KINDS, { required: true, list: true, filter: true, span: 6 }),
    sport_id: f.ref("Modalidade", "Sport", "sports", {
      list: true,
      filter: true,
      span: 6,
      help: l("Em branco: vale para todas.", "Empty: every sport."),
    }),
    fee: f.money("Taxa por partida", "Fee per match", { list: true, span: 4 }),
    order: f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, span: 4 }),
    active: active(),
  },
});

export const REFEREE_SCOPES = [
  o("international", "Internacional", "International"),
  o("national", "Nacional", "National"),
  o("state", "Estadual", "State"),
  o("regional", "Regional", "Regional"),
  o("trainee", "Aspirante", "Trainee"),
] as const;

/** Grades of referees (FIFA, nacional, estadual, aspirante…): their level, age limits and fee. */
export const refereecategories = defineResource({
  name: "refereecategories",
  icon: "category-2",
  permission: "referees",
  modules: ["competitions"],
  menu: "refereeing",
  label: {
    one: l("Categoria de arbitragem", "Referee category"),
    many: l("Categorias de arbitragem", "Referee categories"),
  },
  titleField: "name",
  defaultSort: "level",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, span: 4 }),
    scope: f.select("Abrangência", "Scope", REFEREE_SCOPES, {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    level: f.int("Nível", "Level", {
      default: 1,
      min: 1,
      max: 100,
      list: true,
      span: 4,
      help: l("1 = o mais alto.", "1 = the highest."),
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { list: true, filter: true, span: 4 }),
    min_age: f.int("Idade mínima", "Minimum age", { min: 14, max: 100, span: 4 }),
    max_age: f.int("Idade máxima", "Maximum age", { min: 14, max: 100, span: 4, notBefore: "min_age" }),
    fee: f.money("Taxa por partida", "Fee per match", { span: 4 }),
    physical_test: f.bool("Exige teste físico anual", "Requires a yearly fitness test", { span: 6 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
    active: active(),
  },
});

/** Kinds of venue (ginásio, campo, piscina…), the first choice when registering a venue. */
export const venuestypes = defineResource({
  name: "venuestypes",
  icon: "building-stadium",
  permission: "venues",
  menu: "venues",
  label: { one: l("Tipo de espaço", "Venue type"), many: l("Tipos de espaço", "Venue types") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    icon: f.image("Ícone", "Icon", { span: 4 }),
    covered: f.bool("Coberto", "Covered", { list: true, filter: true, span: 4 }),
    reservable: f.bool("Pode ser reservado", "Can be booked", {
      default: true,
      list: true,
      filter: true,
      span: 4,
    }),
    active: active(),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

export const RECORD_RESOURCES = [
  documents,
  events,
  icms,
  invoices,
  clippings,
  rankings,
  refereeroles,
  refereecategories,
  venuestypes,
];
