import { z } from "zod";
import { zPage } from "../contracts/envelope.ts";
import {
  type AssociationSchools,
  OCCURRENCE_FIELD_LABELS,
  type OccurrenceStudentOption,
  type SchoolStudentsPage,
  ZEducationalOccurrence,
  ZMySchool,
  ZOccurrenceCreate,
  ZOccurrenceListQuery,
  ZOccurrenceUpdate,
  ZSchoolStudentsQuery,
  ZStudentOccurrence,
} from "../contracts/schools.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const uuid = () => z.uuid("Identificador inválido.");
const ZId = z.object({ id: uuid() });
const ZOccurrenceParams = ZId.extend({ occurrence_id: uuid() });
const ZSchoolParams = ZId.extend({ school_id: uuid() });

/** /my/schools…: a logged-in person with the schools module on; being a coordinator needs no permission. */
const SCHOOLS = { auth: "login", modules: ["schools"] } as const;
/** The managers' side of schools (/my/associations/:id/…): the managers' area with the schools module. */
const SCHOOL_MANAGERS = { auth: "login", permissions: ["my_associations"], modules: ["schools"] } as const;
const MANAGER_LABELS = { ...OCCURRENCE_FIELD_LABELS, occurrence_id: "Ocorrência" };

/**
 * Schools seen from /my: the schools a person coordinates or whose running association they manage
 * and their students; the educational occurrences the running association's managers follow, and a
 * guardian reads about their dependent.
 */
export const schoolsOperations = defineOperations("schools", {
  mine: {
    method: "GET",
    path: "my/schools",
    summary: "As escolas e núcleos que a pessoa coordena ou cuja entidade responsável ela gere",
    guard: SCHOOLS,
    response: returnsShape(z.array(ZMySchool)),
  },
  students: {
    method: "GET",
    path: "my/schools/:id/students",
    summary: "Os alunos de uma escola ou núcleo que a pessoa acompanha, com a situação dos documentos",
    guard: SCHOOLS,
    params: ZId,
    query: ZSchoolStudentsQuery,
    response: returns<SchoolStudentsPage>(),
  },
  associationSchools: {
    method: "GET",
    path: "my/associations/:id/schools",
    summary: "As escolas e núcleos que uma entidade gerida mantém",
    guard: SCHOOL_MANAGERS,
    params: ZId,
    fieldLabels: MANAGER_LABELS,
    response: returns<AssociationSchools>(),
  },
  occurrenceStudents: {
    method: "GET",
    path: "my/associations/:id/schools/:school_id/students",
    summary:
      "Sobre quem se pode registrar uma ocorrência (matriculados ou em espera) em uma escola da entidade",
    guard: SCHOOL_MANAGERS,
    params: ZSchoolParams,
    fieldLabels: MANAGER_LABELS,
    response: returns<OccurrenceStudentOption[]>(),
  },
  occurrences: {
    method: "GET",
    path: "my/associations/:id/educationaloccurrences",
    summary:
      "As ocorrências educacionais nas escolas e núcleos de uma entidade gerida, as mais recentes primeiro",
    guard: SCHOOL_MANAGERS,
    params: ZId,
    query: ZOccurrenceListQuery,
    fieldLabels: MANAGER_LABELS,
    response: returnsShape(zPage(ZEducationalOccurrence)),
  },
  recordOccurrence: {
    method: "POST",
    path: "my/associations/:id/educationaloccurrences",
    summary: "Registrar uma ocorrência educacional sobre um(a) aluno(a) de uma escola ou núcleo da entidade",
    guard: SCHOOL_MANAGERS,
    params: ZId,
    body: ZOccurrenceCreate,
    fieldLabels: MANAGER_LABELS,
    response: returnsShape(ZEducationalOccurrence),
  },
  followUpOccurrence: {
    method: "PATCH",
    path: "my/associations/:id/educationaloccurrences/:occurrence_id",
    summary: "Acompanhar uma ocorrência educacional (situação, encaminhamentos, descrição)",
    guard: SCHOOL_MANAGERS,
    params: ZOccurrenceParams,
    body: ZOccurrenceUpdate,
    fieldLabels: MANAGER_LABELS,
    response: returnsShape(ZEducationalOccurrence),
  },
  dependentOccurrences: {
    method: "GET",
    path: "my/students/:id/educationaloccurrences",
    summary:
      "As ocorrências educacionais de um(a) dependente, em todas as escolas, as mais recentes primeiro",
    guard: SCHOOLS,
    params: ZId,
    response: returnsShape(z.array(ZStudentOccurrence)),
  },
});
