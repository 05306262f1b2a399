import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * The first slice of schools (module `schools`): sport schools and training centres (escolinhas,
 * núcleos), the students enrolled in each and the educational occurrences recorded about them. It is
 * what the people register needs of schools — a school's coordinator and the managers of the
 * association that runs it keep the students' documents and photos (/my/schools/…) and follow the
 * occurrences (/my/associations/educationaloccurrences/…). Areas, projects, schedules, calls and
 * plans extend these tables with the schools work.
 */

export const schools = defineResource({
  name: "schools",
  icon: "school",
  permission: "schools",
  modules: ["schools"],
  menu: "education",
  label: { one: l("Escola ou núcleo", "School"), many: l("Escolas e núcleos", "Schools") },
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
    sport_id: f.ref("Modalidade", "Sport", "sports", { list: true, filter: true, span: 4 }),
    association_id: f.ref("Entidade responsável", "Running association", "associations", {
      list: true,
      filter: true,
      span: 6,
      help: l(
        "Os responsáveis pela entidade acompanham os alunos e as ocorrências do núcleo.",
        "The association's managers follow the school's students and occurrences.",
      ),
    }),
    coordinator_id: f.ref("Coordenador(a)", "Coordinator", PEOPLE_REF, {
      clearOnDelete: true,
      list: true,
      span: 6,
      help: l(
        "Cuida dos documentos e fotos dos alunos em Minha conta.",
        "Keeps the students' documents and photos in My account.",
      ),
    }),
    email: f.email("E-mail", "E-mail", { span: 6 }),
    phone: f.phone("Telefone", "Phone", { span: 6 }),
    cep: f.cep("CEP", "CEP", { span: 3 }),
    street: f.text("Logradouro", "Street", { max: 200, span: 6 }),
    number: f.text("Número", "Number", { max: 20, span: 3 }),
    district: f.text("Bairro", "District", { max: 120, span: 6 }),
    city_id: f.ref("Cidade", "City", "cities", { list: true, filter: true, span: 6 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 4 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
  sections: [
    {
      title: l("Identificação", "Identification"),
      fields: ["name", "sport_id", "association_id", "coordinator_id", "active"],
    },
    { title: l("Contato", "Contact"), fields: ["email", "phone"] },
    { title: l("Endereço", "Address"), fields: ["cep", "street", "number", "district", "city_id"] },
    { title: l("Observações", "Notes"), fields: ["notes"] },
  ],
});

export const ENROLLMENT_STATUSES = [
  o("active", "Matriculado(a)", "Enrolled"),
  o("waiting", "Em lista de espera", "On the waiting list"),
  o("inactive", "Desligado(a)", "Left"),
] as const;

/** A student's enrolment in a school. */
export const schoolstudents = defineResource({
  name: "schoolstudents",
  permission: "schools",
  modules: ["schools"],
  menu: "education",
  parent: { resource: "schools", field: "school_id" },
  label: { one: l("Aluno(a) do núcleo", "School student"), many: l("Alunos do núcleo", "School students") },
  titleField: "user_id",
  defaultSort: "-created_at",
  fields: {
    school_id: f.ref("Escola ou núcleo", "School", "schools", { required: true }),
    user_id: f.ref("Aluno(a)", "Student", PEOPLE_REF, {
      required: true,
      unique: true,
      list: true,
      filter: true,
      span: 6,
    }),
    status: f.select("Situação", "Status", ENROLLMENT_STATUSES, {
      required: true,
      default: "active",
      list: true,
      filter: true,
      span: 6,
    }),
    since: f.date("Desde", "Since", { list: true, span: 6 }),
    until: f.date("Até", "Until", { notBefore: "since", span: 6 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
});

export const OCCURRENCE_KINDS = [
  o("attendance", "Frequência (faltas)", "Attendance"),
  o("behavior", "Comportamento", "Behaviour"),
  o("school_performance", "Desempenho escolar", "School performance"),
  o("recognition", "Destaque ou elogio", "Recognition"),
  o("family", "Contato com a família", "Contact with the family"),
  o("other", "Outra", "Other"),
] as const;

export const OCCURRENCE_STATUSES = [
  o("open", "Em acompanhamento", "Being followed"),
  o("closed", "Encerrada", "Closed"),
] as const;

/**
 * Something the school records about a student's education (faltas, comportamento, boletim, elogio)
 * and what was done about it. About minors, so only the school's staff, the running association's
 * managers and the student's guardian see them.
 */
export const educationaloccurrences = defineResource({
  name: "educationaloccurrences",
  icon: "notebook",
  permission: "educationaloccurrences",
  modules: ["schools"],
  menu: "education",
  label: {
    one: l("Ocorrência educacional", "Educational occurrence"),
    many: l("Ocorrências educacionais", "Educational occurrences"),
  },
  titleField: "user_id",
  defaultSort: "-occurred_on",
  fields: {
    school_id: f.ref("Escola ou núcleo", "School", "schools", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    user_id: f.ref("Aluno(a)", "Student", PEOPLE_REF, { required: true, list: true, filter: true, span: 6 }),
    occurred_on: f.date("Data", "Date", { required: true, list: true, sort: true, filter: true, span: 4 }),
    kind: f.select("Tipo", "Kind", OCCURRENCE_KINDS, { required: true, list: true, filter: true, span: 4 }),
    status: f.select("Situação", "Status", OCCURRENCE_STATUSES, {
      required: true,
      default: "open",
      list: true,
      filter: true,
      span: 4,
    }),
    description: f.textarea("Descrição", "Description", { required: true, max: 4_000, search: true }),
    measures: f.textarea("Encaminhamentos", "Measures taken", { max: 4_000, search: true }),
  },
});

export const SCHOOL_RESOURCES = [schools, schoolstudents, educationaloccurrences];
