import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * The register of people and clubs and the checks on them (issue 4): document types, people's and
 * associations' documents with their approval, associations with their managers, affiliated athletes
 * and claims, PAR-Q questionnaires, and the LGPD records (consents, data-subject requests). People
 * themselves live in the foundation's `users` table (they log in); these resources point at them.
 */

/** Where a reviewed record stands; every approval queue lists the `pending` ones. */
export const REVIEW_STATUSES = [
  o("pending", "Aguardando análise", "Pending review"),
  o("approved", "Aprovado", "Approved"),
  o("rejected", "Recusado", "Rejected"),
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]["value"];

const reviewFields = (defaultStatus: ReviewStatus) => ({
  status: f.select("Situação", "Status", REVIEW_STATUSES, {
    default: defaultStatus,
    readOnly: true,
    list: true,
    filter: true,
    span: 4,
  }),
  review_reason: f.textarea("Motivo da decisão", "Reason for the decision", {
    max: 1_000,
    readOnly: true,
  }),
  // The reviewer's name as it was, not a reference: a person's references cascade on delete, and the
  // decision must outlive the reviewer's record (the audit log keeps who, by id).
  reviewed_by: f.text("Analisado por", "Reviewed by", { readOnly: true, max: 200, span: 6 }),
  reviewed_at: f.datetime("Analisado em", "Reviewed at", { readOnly: true, list: true, sort: true, span: 6 }),
});

export const DOCUMENT_SUBJECTS = [
  o("person", "Pessoa", "Person"),
  o("association", "Entidade", "Association"),
] as const;

/**
 * The kinds of document a tenant asks of people and associations (RG, atestado médico, comprovante
 * de residência, estatuto…): whether each is required, how long one stays valid, and whether it is
 * health data (LGPD art. 11: staff see such documents only when they also hold `parqs`, the
 * catalog's health permission).
 */
export const documenttypes = defineResource({
  name: "documenttypes",
  icon: "file-certificate",
  permission: "userdocuments",
  menu: "documentation",
  label: {
    one: l("Tipo de documento", "Document type"),
    many: l("Tipos de documento", "Document types"),
  },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      uniqueWith: ["applies_to"],
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    applies_to: f.select("Para", "For", DOCUMENT_SUBJECTS, {
      required: true,
      default: "person",
      list: true,
      filter: true,
      span: 4,
    }),
    required: f.bool("Obrigatório", "Required", { list: true, filter: true, span: 4 }),
    validity_months: f.int("Validade (meses)", "Validity (months)", {
      min: 0,
      max: 120,
      list: true,
      span: 4,
      help: l("Em branco ou 0: não vence.", "Empty or 0: never expires."),
    }),
    health: f.bool("Dado de saúde", "Health data", {
      list: true,
      filter: true,
      span: 4,
      help: l(
        "Atestados e exames: só quem tem também a permissão de PAR-Q vê.",
        "Medical certificates and exams: only staff who also hold the PAR-Q permission see them.",
      ),
    }),
    needs_number: f.bool("Pede número", "Asks for a number", { span: 4 }),
    active: f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 4 }),
    description: f.textarea("Orientações", "Instructions", { max: 2_000, search: true }),
  },
});

/** A person's document (RG, atestado, comprovante…), sent by the person or by staff, then reviewed. */
export const userdocuments = defineResource({
  name: "userdocuments",
  icon: "file-certificate",
  permission: "userdocuments",
  menu: "documentation",
  label: {
    one: l("Documento de pessoa", "Person's document"),
    many: l("Documentos de pessoas", "People's documents"),
  },
  titleField: "documenttype_id",
  defaultSort: "-created_at",
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    documenttype_id: f.ref("Tipo", "Type", "documenttypes", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    number: f.text("Número", "Number", { max: 60, search: true, span: 4 }),
    issued_on: f.date("Data de emissão", "Issued on", { span: 4 }),
    expires_on: f.date("Válido até", "Valid until", {
      list: true,
      filter: true,
      sort: true,
      span: 4,
      notBefore: "issued_on",
      help: l("Em branco: calculado pela validade do tipo.", "Empty: from the type's validity."),
    }),
    file: f.file("Arquivo", "File", { required: true, span: 12 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
    ...reviewFields("pending"),
  },
});

export const ASSOCIATION_STATUSES = [
  o("pending", "Aguardando aprovação", "Pending approval"),
  o("approved", "Aprovada", "Approved"),
  o("rejected", "Recusada", "Rejected"),
  o("suspended", "Suspensa", "Suspended"),
] as const;

/** Clubs, leagues and schools affiliated to the federation (entidades filiadas). */
export const associations = defineResource({
  name: "associations",
  icon: "building-community",
  permission: "associations",
  menu: "records",
  label: { one: l("Entidade", "Association"), many: l("Entidades", "Associations") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Razão social ou nome", "Name", {
      required: true,
      list: true,
      search: true,
      max: 200,
      span: 8,
    }),
    short_name: f.text("Sigla ou nome fantasia", "Short name", {
      max: 60,
      list: true,
      search: true,
      span: 4,
    }),
    cnpj: f.cnpj("CNPJ", "CNPJ", { unique: true, list: true, search: true, span: 4 }),
    associationstype_id: f.ref("Tipo", "Type", "associationstypes", { list: true, filter: true, span: 4 }),
    founded_at: f.date("Fundação", "Founded on", { span: 4 }),
    email: f.email("E-mail", "E-mail", { search: true, span: 6 }),
    phone: f.phone("Telefone", "Phone", { span: 3 }),
    site: f.url("Site", "Website", { span: 3 }),
    cep: f.cep("CEP", "CEP", { span: 3 }),
    street: f.text("Logradouro", "Street", { max: 200, span: 6 }),
    number: f.text("Número", "Number", { max: 20, span: 3 }),
    complement: f.text("Complemento", "Complement", { max: 100, span: 4 }),
    district: f.text("Bairro", "District", { max: 120, span: 4 }),
    city_id: f.ref("Cidade", "City", "cities", { list: true, filter: true, span: 4 }),
    shield: f.image("Escudo", "Shield", { span: 6 }),
    pending_shield: f.image("Escudo aguardando aprovação", "Shield awaiting approval", {
      readOnly: true,
      span: 6,
    }),
    status: f.select("Situação", "Status", ASSOCIATION_STATUSES, {
      default: "approved",
      readOnly: true,
      list: true,
      filter: true,
      span: 4,
    }),
    review_reason: f.textarea("Motivo da decisão", "Reason for the decision", { max: 1_000, readOnly: true }),
    token: f.text("Código de vínculo", "Link code", {
      readOnly: true,
      max: 40,
      help: l(
        "Atletas informam este código para pedir vínculo à entidade.",
        "Athletes enter this code to ask to join the association.",
      ),
    }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
  sections: [
    {
      title: l("Identificação", "Identification"),
      fields: ["name", "short_name", "cnpj", "associationstype_id", "founded_at", "shield", "pending_shield"],
    },
    { title: l("Contato", "Contact"), fields: ["email", "phone", "site"] },
    {
      title: l("Endereço", "Address"),
      fields: ["cep", "street", "number", "complement", "district", "city_id"],
    },
    { title: l("Situação", "Status"), fields: ["status", "review_reason", "token", "notes"] },
  ],
});

export const ASSOCIATION_MANAGER_ROLES = [
  o("president", "Presidente", "President"),
  o("vice_president", "Vice-presidente", "Vice-president"),
  o("director", "Diretor(a)", "Director"),
  o("secretary", "Secretário(a)", "Secretary"),
  o("treasurer", "Tesoureiro(a)", "Treasurer"),
  o("coach", "Técnico(a)", "Coach"),
  o("staff", "Colaborador(a)", "Staff member"),
] as const;

/** Who manages an association: they see it in /my/associations and act for it. */
export const associationmanagers = defineResource({
  name: "associationmanagers",
  permission: "associations",
  menu: "records",
  parent: { resource: "associations", field: "association_id" },
  label: {
    one: l("Responsável pela entidade", "Association manager"),
    many: l("Responsáveis pela entidade", "Association managers"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  fields: {
    association_id: f.ref("Entidade", "Association", "associations", { required: true }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
      required: true,
      unique: true,
      list: true,
      filter: true,
      span: 6,
    }),
    role: f.select("Função", "Role", ASSOCIATION_MANAGER_ROLES, {
      default: "director",
      list: true,
      filter: true,
      span: 6,
    }),
    since: f.date("Desde", "Since", { list: true, span: 6 }),
    notes: f.textarea("Observações", "Notes", {
      max: 2_000,
      search: true,
      help: l("Ex.: mandato 2025–2028, eleito em assembleia.", "E.g. term 2025–2028, elected in assembly."),
    }),
  },
});

export const AFFILIATION_STATUSES = [
  o("pending", "Aguardando a entidade", "Awaiting the association"),
  o("active", "Ativo", "Active"),
  o("inactive", "Encerrado", "Ended"),
] as const;

/** Athletes affiliated to an association (vínculo), with their registration number there. */
export const associationusers = defineResource({
  name: "associationusers",
  permission: "associations",
  menu: "records",
  parent: { resource: "associations", field: "association_id" },
  label: {
    one: l("Atleta da entidade", "Association athlete"),
    many: l("Atletas da entidade", "Association athletes"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  fields: {
    association_id: f.ref("Entidade", "Association", "associations", { required: true }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
      required: true,
      unique: true,
      list: true,
      filter: true,
      span: 6,
    }),
    registration: f.text("Matrícula na entidade", "Registration number", {
      max: 40,
      list: true,
      search: true,
      span: 6,
    }),
    status: f.select("Situação", "Status", AFFILIATION_STATUSES, {
      default: "active",
      list: true,
      filter: true,
      span: 4,
    }),
    since: f.date("Desde", "Since", { list: true, span: 4 }),
    until: f.date("Até", "Until", { span: 4, notBefore: "since" }),
  },
});

/** A person asks to manage an association; staff approve (and the person becomes a manager) or refuse. */
export const associationclaims = defineResource({
  name: "associationclaims",
  icon: "key",
  permission: "associations",
  menu: "records",
  label: {
    one: l("Pedido de gestão de entidade", "Association claim"),
    many: l("Pedidos de gestão de entidades", "Association claims"),
  },
  titleField: "association_id",
  defaultSort: "-created_at",
  fields: {
    association_id: f.ref("Entidade", "Association", "associations", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    role: f.select("Função declarada", "Stated role", ASSOCIATION_MANAGER_ROLES, {
      default: "president",
      list: true,
      span: 6,
    }),
    file: f.file("Comprovante (ata de eleição, procuração)", "Proof (election minutes, power of attorney)", {
      span: 6,
    }),
    message: f.textarea("Mensagem", "Message", { max: 2_000, search: true }),
    ...reviewFields("pending"),
  },
});

/** An association's documents (estatuto, ata de eleição, CNPJ card, alvará), reviewed by staff. */
export const associationdocuments = defineResource({
  name: "associationdocuments",
  permission: "associationdocuments",
  menu: "documentation",
  parent: { resource: "associations", field: "association_id" },
  label: {
    one: l("Documento de entidade", "Association document"),
    many: l("Documentos de entidades", "Association documents"),
  },
  titleField: "documenttype_id",
  defaultSort: "-created_at",
  fields: {
    association_id: f.ref("Entidade", "Association", "associations", { required: true }),
    documenttype_id: f.ref("Tipo", "Type", "documenttypes", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    number: f.text("Número", "Number", { max: 60, search: true, span: 6 }),
    issued_on: f.date("Data de emissão", "Issued on", { span: 6 }),
    expires_on: f.date("Válido até", "Valid until", {
      list: true,
      filter: true,
      sort: true,
      span: 6,
      notBefore: "issued_on",
    }),
    file: f.file("Arquivo", "File", { required: true, span: 12 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
    ...reviewFields("pending"),
  },
});

/**
 * The seven questions of the PAR-Q (Physical Activity Readiness Questionnaire) in the Portuguese
 * wording used in Brazil (ACSM / Lei estadual SP 16.724/2018 adopt the same seven).
 */
export const PARQ_QUESTIONS = [
  l(
    "Algum médico já disse que você possui algum problema de coração ou pressão arterial, e que somente deveria realizar atividade física supervisionado por profissionais de saúde?",
    "Has a doctor ever said that you have a heart condition or high blood pressure and should only do physical activity supervised by health professionals?",
  ),
  l(
    "Você sente dores no peito quando pratica atividade física?",
    "Do you feel pain in your chest when you do physical activity?",
  ),
  l(
    "No último mês, você sentiu dores no peito ao praticar atividade física?",
    "In the past month, have you had chest pain while doing physical activity?",
  ),
  l(
    "Você apresenta algum desequilíbrio devido à tontura e/ou perda momentânea da consciência?",
    "Do you lose your balance because of dizziness or do you ever lose consciousness?",
  ),
  l(
    "Você possui algum problema ósseo ou articular que pode ser piorado pela atividade física?",
    "Do you have a bone or joint problem that could be made worse by physical activity?",
  ),
  l(
    "Você toma atualmente algum tipo de medicamento de uso contínuo?",
    "Are you currently taking any medication on a continuous basis?",
  ),
  l(
    "Você realiza algum tipo de tratamento médico para pressão arterial ou problemas cardíacos?",
    "Are you being treated by a doctor for blood pressure or a heart condition?",
  ),
] as const;

/** The questions' field keys, `q1` … `q7`. */
export const PARQ_KEYS = PARQ_QUESTIONS.map((_, index) => `q${index + 1}` as const);

const parqQuestionFields = Object.fromEntries(
  PARQ_QUESTIONS.map((question, index) => [
    `q${index + 1}`,
    f.bool(question["pt-BR"], question.en, { span: 12 }),
  ]),
);

/**
 * A PAR-Q answered by (or for) a person. Any "sim" needs a medical clearance (atestado) before the
 * questionnaire is approved. Health data: its own permission, `parqs`.
 */
export const parqs = defineResource({
  name: "parqs",
  icon: "checklist",
  permission: "parqs",
  menu: "documentation",
  label: {
    one: l("Questionário PAR-Q", "PAR-Q questionnaire"),
    many: l("Questionários PAR-Q", "PAR-Q questionnaires"),
  },
  titleField: "user_id",
  defaultSort: "-created_at",
  // Staff decide through parqs/:id/approve|reject; answers are the person's, and any_yes follows them.
  actions: ["list", "get", "export"],
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    ...parqQuestionFields,
    any_yes: f.bool("Alguma resposta sim", "Any yes answer", {
      readOnly: true,
      list: true,
      filter: true,
      span: 4,
    }),
    clearance_file: f.file("Atestado médico de liberação", "Medical clearance", { span: 8 }),
    signed_at: f.datetime("Assinado em", "Signed at", { readOnly: true, list: true, sort: true, span: 6 }),
    valid_until: f.date("Válido até", "Valid until", { readOnly: true, list: true, filter: true, span: 6 }),
    ...reviewFields("pending"),
  },
});

export const CONSENT_PURPOSES = [
  o("terms", "Termos de uso e política de privacidade", "Terms of use and privacy policy"),
  o("image", "Uso de imagem em divulgações", "Use of image in publicity"),
  o("public_profile", "Perfil na busca pública", "Profile in the public search"),
  o("newsletter", "Comunicações por e-mail", "E-mail communications"),
  o("whatsapp", "Mensagens por WhatsApp", "WhatsApp messages"),
  o("partners", "Compartilhamento com patrocinadores", "Sharing with sponsors"),
] as const;

/** LGPD consents: what a person agreed to and when, and when they took it back. */
export const consents = defineResource({
  name: "consents",
  icon: "shield-lock",
  permission: "users",
  menu: "records",
  label: { one: l("Consentimento", "Consent"), many: l("Consentimentos", "Consents") },
  titleField: "purpose",
  defaultSort: "-granted_at",
  actions: ["list", "get", "export"],
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    purpose: f.select("Finalidade", "Purpose", CONSENT_PURPOSES, {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    granted_at: f.datetime("Concedido em", "Granted at", { list: true, sort: true, span: 6 }),
    revoked_at: f.datetime("Revogado em", "Revoked at", { list: true, sort: true, span: 6 }),
  },
});

export const PRIVACY_REQUEST_KINDS = [
  o("export", "Cópia dos dados", "Copy of the data"),
  o("deletion", "Exclusão dos dados", "Deletion of the data"),
  o("correction", "Correção dos dados", "Correction of the data"),
] as const;

export const PRIVACY_REQUEST_STATUSES = [
  o("open", "Em análise", "Under review"),
  o("done", "Atendido", "Done"),
  o("refused", "Negado", "Refused"),
] as const;

/** Data-subject requests (LGPD art. 18): each is answered, and the answer is kept. */
export const privacyrequests = defineResource({
  name: "privacyrequests",
  icon: "shield-lock",
  permission: "users",
  menu: "records",
  label: {
    one: l("Solicitação de privacidade", "Privacy request"),
    many: l("Solicitações de privacidade", "Privacy requests"),
  },
  titleField: "kind",
  defaultSort: "-created_at",
  actions: ["list", "get", "update", "export"],
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    kind: f.select("Pedido", "Request", PRIVACY_REQUEST_KINDS, {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    details: f.textarea("Detalhes", "Details", { max: 2_000, search: true }),
    status: f.select("Situação", "Status", PRIVACY_REQUEST_STATUSES, {
      default: "open",
      list: true,
      filter: true,
      span: 6,
    }),
    answer: f.textarea("Resposta", "Answer", { max: 2_000 }),
    answered_at: f.datetime("Respondido em", "Answered at", { readOnly: true, list: true, span: 6 }),
  },
});

/** Every resource of issue 4, in dependency order. */
export const PEOPLE_RESOURCES = [
  documenttypes,
  userdocuments,
  associations,
  associationmanagers,
  associationusers,
  associationclaims,
  associationdocuments,
  parqs,
  consents,
  privacyrequests,
];
