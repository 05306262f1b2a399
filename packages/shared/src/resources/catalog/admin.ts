import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

const admin = { menu: "admin_tools" } as const;

export const LEGAL_NATURES = [
  o("nonprofit", "Associação sem fins lucrativos", "Non-profit association"),
  o("company", "Empresa (clube-empresa, SAF)", "Company (club company, SAF)"),
  o("public", "Órgão público", "Public body"),
  o("school", "Instituição de ensino", "School"),
  o("other", "Outra", "Other"),
] as const;

/** Kinds of affiliated entity (clube, liga, escola, academia…) and what each may do. */
export const associationstypes = defineResource({
  ...admin,
  name: "associationstypes",
  icon: "category",
  permission: "associations",
  label: {
    one: l("Tipo de entidade", "Association type"),
    many: l("Tipos de entidade", "Association types"),
  },
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
    abbreviation: f.text("Sigla", "Abbreviation", { max: 20, list: true, search: true, span: 4 }),
    legal_nature: f.select("Natureza jurídica", "Legal nature", LEGAL_NATURES, {
      default: "nonprofit",
      list: true,
      filter: true,
      span: 6,
    }),
    requires_cnpj: f.bool("Exige CNPJ", "Requires CNPJ", { default: true, span: 6 }),
    can_register_athletes: f.bool("Pode registrar atletas", "May register athletes", {
      default: true,
      span: 6,
    }),
    can_enter_competitions: f.bool("Pode inscrever equipes em competições", "May enter competitions", {
      default: true,
      span: 6,
    }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
    active: f.bool("Ativo", "Active", { default: true, list: true, filter: true }),
  },
});

export const CREW_CATEGORIES = [
  o("technical", "Comissão técnica", "Coaching staff"),
  o("medical", "Saúde", "Medical"),
  o("management", "Direção e gestão", "Management"),
  o("support", "Apoio", "Support"),
  o("other", "Outra", "Other"),
] as const;

export const PROFESSIONAL_COUNCILS = [
  o("cref", "CREF (Educação Física)", "CREF (Physical education)"),
  o("crm", "CRM (Medicina)", "CRM (Medicine)"),
  o("crefito", "CREFITO (Fisioterapia)", "CREFITO (Physiotherapy)"),
  o("crn", "CRN (Nutrição)", "CRN (Nutrition)"),
  o("crp", "CRP (Psicologia)", "CRP (Psychology)"),
  o("other", "Outro", "Other"),
] as const;

/** Roles of a team's staff (técnico, preparador físico, médico…) that competitions register. */
export const crews = defineResource({
  ...admin,
  name: "crews",
  icon: "users-group",
  permission: "crews",
  label: {
    one: l("Função de equipe técnica", "Staff role"),
    many: l("Funções de equipe técnica", "Staff roles"),
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
    category: f.select("Categoria", "Category", CREW_CATEGORIES, {
      default: "technical",
      list: true,
      filter: true,
      span: 6,
    }),
    max_per_team: f.int("Máximo por equipe", "Most per team", {
      min: 0,
      max: 100,
      span: 6,
      help: l("Em branco: sem limite.", "Empty: no limit."),
    }),
    requires_registration: f.bool("Exige registro profissional", "Requires a professional licence", {
      filter: true,
      span: 6,
    }),
    professional_council: f.select("Conselho profissional", "Professional council", PROFESSIONAL_COUNCILS, {
      span: 6,
    }),
    order: f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, span: 4 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 4 }),
  },
  showWhen: { professional_council: { field: "requires_registration", equals: true } },
});

export const DEFICIENCY_TYPES = [
  o("physical", "Física", "Physical"),
  o("visual", "Visual", "Visual"),
  o("hearing", "Auditiva", "Hearing"),
  o("intellectual", "Intelectual", "Intellectual"),
  o("psychosocial", "Psicossocial", "Psychosocial"),
  o("multiple", "Múltipla", "Multiple"),
] as const;

/** Deficiencies a person may declare (Lei Brasileira de Inclusão), for para-sport and accessibility. */
export const deficiencies = defineResource({
  ...admin,
  name: "deficiencies",
  icon: "disabled",
  permission: "settings",
  label: { one: l("Deficiência", "Disability"), many: l("Deficiências", "Disabilities") },
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
    type: f.select("Tipo", "Type", DEFICIENCY_TYPES, { required: true, list: true, filter: true, span: 4 }),
    cid_code: f.text("Código CID", "ICD code", { max: 20, list: true, search: true, span: 4 }),
    requires_report: f.bool("Exige laudo médico", "Requires a medical report", { default: true, span: 4 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 4 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

/** Departments of the organization (arbitragem, base, comunicação…): posts and pages belong to one. */
export const areas = defineResource({
  ...admin,
  name: "areas",
  icon: "layout-grid",
  permission: "settings",
  label: { one: l("Área", "Area"), many: l("Áreas", "Areas") },
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
    slug: f.slug("Endereço (slug)", "Slug", { unique: true, list: true, span: 4 }),
    color: f.color("Cor", "Colour", { span: 4 }),
    email: f.email("E-mail de contato", "Contact e-mail", { span: 4 }),
    phone: f.phone("Telefone", "Phone", { span: 4 }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
    order: f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, span: 6 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 6 }),
  },
});

export const RELEASE_TYPES = [
  o("feature", "Novidade", "New feature"),
  o("improvement", "Melhoria", "Improvement"),
  o("fix", "Correção", "Fix"),
  o("security", "Segurança", "Security"),
] as const;

export const AUDIENCES = [
  o("all", "Todos", "Everyone"),
  o("staff", "Equipe administrativa", "Staff"),
  o("athletes", "Atletas e responsáveis", "Athletes and guardians"),
] as const;

/** Release notes of the portal: once published, anyone may read them (filtered by audience). */
export const releases = defineResource({
  ...admin,
  name: "releases",
  icon: "rocket",
  permission: "releases",
  label: { one: l("Versão do sistema", "Release"), many: l("Versões do sistema", "Releases") },
  titleField: "title",
  defaultSort: "-released_on",
  fields: {
    number: f.text("Número da versão", "Version number", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 30,
      span: 4,
      help: l("Ex.: 2.4.0", "E.g. 2.4.0"),
    }),
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 160, span: 8 }),
    released_on: f.date("Data de lançamento", "Release date", {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    type: f.select("Tipo", "Type", RELEASE_TYPES, { default: "feature", list: true, filter: true, span: 4 }),
    audience: f.select("Para quem", "Audience", AUDIENCES, { default: "all", filter: true, span: 4 }),
    notes: f.richtext("Notas da versão", "Release notes", { search: true }),
    published: f.bool("Publicada", "Published", { list: true, filter: true, span: 6 }),
  },
  publicRead: { statusField: "published", publishedValue: true },
});

export const CONNECTION_PROVIDERS = [
  o("asaas", "Asaas", "Asaas"),
  o("pagseguro", "PagSeguro (PagBank)", "PagSeguro (PagBank)"),
  o("mercadopago", "Mercado Pago", "Mercado Pago"),
  o("stripe", "Stripe", "Stripe"),
  o("google", "Google", "Google"),
  o("smtp", "E-mail (SMTP)", "E-mail (SMTP)"),
  o("whatsapp", "WhatsApp", "WhatsApp"),
  o("other", "Outro", "Other"),
] as const;

export const CONNECTION_ENVIRONMENTS = [
  o("production", "Produção", "Production"),
  o("sandbox", "Testes (sandbox)", "Sandbox"),
] as const;

/** Credentials of an outside service; secrets are sealed at rest and never leave the server. */
export const connections = defineResource({
  ...admin,
  name: "connections",
  icon: "plug-connected",
  permission: "connections",
  label: { one: l("Conexão", "Connection"), many: l("Conexões e integrações", "Connections") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    provider: f.select("Serviço", "Provider", CONNECTION_PROVIDERS, {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 6,
    }),
    environment: f.select("Ambiente", "Environment", CONNECTION_ENVIRONMENTS, {
      default: "production",
      list: true,
      filter: true,
      span: 6,
    }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 6 }),
    base_url: f.url("Endereço da API", "API address", {
      span: 12,
      help: l("Em branco: o endereço padrão do serviço.", "Empty: the provider's default address."),
    }),
    account_id: f.text("Conta (ID, carteira ou número)", "Account (id, wallet or number)", {
      max: 200,
      search: true,
      span: 6,
    }),
    client_id: f.text("ID do cliente (chave pública)", "Client id (public key)", { max: 500, span: 6 }),
    client_secret: f.secret("Segredo do cliente", "Client secret", { span: 6 }),
    api_key: f.secret("Chave de API (token)", "API key (token)", { span: 6 }),
    webhook_secret: f.secret("Segredo do webhook", "Webhook secret", { span: 6 }),
    smtp_host: f.text("Servidor SMTP", "SMTP host", { max: 200, span: 8 }),
    smtp_port: f.int("Porta", "Port", {
      min: 1,
      max: 65_535,
      span: 4,
      help: l("Normalmente 587 (STARTTLS) ou 465 (SSL).", "Usually 587 (STARTTLS) or 465 (SSL)."),
    }),
    smtp_username: f.text("Usuário", "Username", { max: 200, span: 6 }),
    smtp_password: f.secret("Senha", "Password", { span: 6 }),
    from_email: f.email("E-mail do remetente", "Sender e-mail", { span: 6 }),
    from_name: f.text("Nome do remetente", "Sender name", { max: 120, span: 6 }),
    settings: f.json("Configurações adicionais (JSON)", "Extra settings (JSON)"),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
  },
  sections: [
    { title: l("Serviço", "Service"), fields: ["provider", "name", "environment", "active", "base_url"] },
    {
      title: l("Credenciais", "Credentials"),
      fields: ["account_id", "client_id", "client_secret", "api_key", "webhook_secret"],
    },
    {
      title: l("Envio de e-mail (SMTP)", "E-mail sending (SMTP)"),
      fields: ["smtp_host", "smtp_port", "smtp_username", "smtp_password", "from_email", "from_name"],
    },
    { title: l("Outros", "Other"), fields: ["settings", "notes"] },
  ],
  showWhen: {
    smtp_host: { field: "provider", equals: "smtp" },
    smtp_port: { field: "provider", equals: "smtp" },
    smtp_username: { field: "provider", equals: "smtp" },
    smtp_password: { field: "provider", equals: "smtp" },
    from_email: { field: "provider", equals: "smtp" },
    from_name: { field: "provider", equals: "smtp" },
  },
});

export const ADMIN_RESOURCES = [associationstypes, crews, deficiencies, areas, releases, connections];
