import { z } from "zod";
import { ENROLLMENT_STATUSES, OCCURRENCE_KINDS, OCCURRENCE_STATUSES } from "../resources/catalog/schools.ts";
import { isIsoDate } from "../validators/formats.ts";
import type { Page } from "./envelope.ts";

/**
 * Schools seen from /my: the schools a person coordinates or whose running association they manage
 * (GET my/schools, my/schools/:id/students), and the educational occurrences the running
 * association's managers follow (my/associations/:id/educationaloccurrences) and a guardian reads
 * (my/students/:id/educationaloccurrences).
 */

// The registry's options are the one list of values: the contracts follow it.
const valuesOf = (options: readonly { value: string }[]) =>
  options.map((option) => option.value) as [string, ...string[]];

export const OCCURRENCE_KIND_VALUES = valuesOf(OCCURRENCE_KINDS);
export const OCCURRENCE_STATUS_VALUES = valuesOf(OCCURRENCE_STATUSES);
export const ENROLLMENT_STATUS_VALUES = valuesOf(ENROLLMENT_STATUSES);

/** Labels of the fields of these bodies, so a 400 names the field a person must fix. */
export const OCCURRENCE_FIELD_LABELS: Record<string, string> = {
  school_id: "Escola ou núcleo",
  user_id: "Aluno(a)",
  occurred_on: "Data",
  kind: "Tipo",
  status: "Situação",
  description: "Descrição",
  measures: "Encaminhamentos",
  version: "Versão",
  from: "Data inicial",
  to: "Data final",
};

export const OCCURRENCE_TEXT_MAX = 4_000;

const description = z
  .string({ error: "Descreva a ocorrência." })
  .trim()
  .min(1, "Descreva a ocorrência.")
  .max(OCCURRENCE_TEXT_MAX, `Use no máximo ${OCCURRENCE_TEXT_MAX} caracteres.`);
const measures = z
  .string()
  .trim()
  .max(OCCURRENCE_TEXT_MAX, `Use no máximo ${OCCURRENCE_TEXT_MAX} caracteres.`)
  .nullish()
  .transform((value) => value || null);
const kind = z.enum(OCCURRENCE_KIND_VALUES, { error: "Escolha o tipo da ocorrência." });
const status = z.enum(OCCURRENCE_STATUS_VALUES, { error: "Escolha a situação." });

export const OCCURRED_IN_FUTURE = "A data não pode estar no futuro.";

/** A new occurrence (POST my/associations/:id/educationaloccurrences). */
export const ZOccurrenceCreate = z.strictObject({
  school_id: z.uuid("Escolha a escola ou núcleo da lista."),
  user_id: z.uuid("Escolha o(a) aluno(a) da lista."),
  occurred_on: z
    .string({ error: "Informe a data da ocorrência." })
    .trim()
    .min(1, "Informe a data da ocorrência.")
    .refine(isIsoDate, "Data inválida; use o formato AAAA-MM-DD."),
  kind,
  status: status.default("open"),
  description,
  measures,
});

/**
 * The same with the rule that depends on the day: `today` is the civil day in São Paulo, and what
 * happened cannot be recorded as happening later than today.
 */
export const buildOccurrenceCreateSchema = (today: string) =>
  ZOccurrenceCreate.refine((body) => body.occurred_on <= today, {
    message: OCCURRED_IN_FUTURE,
    path: ["occurred_on"],
  });
export type OccurrenceCreateBody = z.input<typeof ZOccurrenceCreate>;

/**
 * Following an occurrence up (PATCH …/educationaloccurrences/:occurrence_id): its status, what was
 * done and its description; who it is about, where and when stay as recorded. `version` is the one
 * read: a stale one answers 409.
 */
export const ZOccurrenceUpdate = z.strictObject({
  status: status.optional(),
  description: description.optional(),
  // Absent keeps the measures; null or "" clears them.
  measures: measures.optional(),
  version: z.number({ error: "Recarregue a página e tente de novo." }).int().min(0),
});
export type OccurrenceUpdateBody = z.input<typeof ZOccurrenceUpdate>;

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), `${label} inválida; use o formato AAAA-MM-DD.`)
    .optional()
    .transform((value) => value || undefined);

/** The filters of a managers' list of occurrences, newest first. */
export const ZOccurrenceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  school_id: z.uuid("Escolha a escola ou núcleo da lista.").optional(),
  q: z.string().trim().max(200).optional(),
  kind: kind.optional(),
  status: status.optional(),
  from: optionalDate("Data inicial"),
  to: optionalDate("Data final"),
});
export type OccurrenceListQuery = z.input<typeof ZOccurrenceListQuery>;

/** An occurrence as a guardian reads it: what happened, where and what was done. */
export const ZStudentOccurrence = z.object({
  id: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  occurred_on: z.string(),
  kind: z.enum(OCCURRENCE_KIND_VALUES),
  status: z.enum(OCCURRENCE_STATUS_VALUES),
  description: z.string(),
  measures: z.string().nullable(),
  updated_at: z.string(),
});
export type StudentOccurrence = z.infer<typeof ZStudentOccurrence>;

/** An occurrence as the running association's managers follow it: also who recorded it and when. */
export const ZEducationalOccurrence = ZStudentOccurrence.extend({
  user_id: z.string(),
  student_name: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  version: z.number().int(),
});
export type EducationalOccurrence = z.infer<typeof ZEducationalOccurrence>;

/** A school seen from /my: why the caller sees it (coordinates it, manages its association, or both). */
export const ZMySchool = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  association_id: z.string().nullable(),
  association_name: z.string().nullable(),
  coordinator_name: z.string().nullable(),
  coordinates: z.boolean(),
  manages: z.boolean(),
  students: z.number().int(),
});
export type MySchool = z.infer<typeof ZMySchool>;

/** A student of a school (for the coordinator and the managers): enrolment and documents' standing. */
export const ZSchoolStudent = z.object({
  user_id: z.string(),
  name: z.string(),
  status: z.enum(ENROLLMENT_STATUS_VALUES),
  since: z.string().nullable(),
  until: z.string().nullable(),
  /** Every required document approved and valid. */
  documents_regular: z.boolean(),
  /** How many required document types are not in order (missing, waiting, refused or expired). */
  documents_pending: z.number().int(),
});
export type SchoolStudent = z.infer<typeof ZSchoolStudent>;

export const ZSchoolStudentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(200).optional(),
  status: z.enum(ENROLLMENT_STATUS_VALUES, { error: "Escolha uma situação da lista." }).optional(),
});

/** A student the managers may record an occurrence about: enrolled or on the waiting list. */
export const ZOccurrenceStudentOption = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ENROLLMENT_STATUS_VALUES),
});
export type OccurrenceStudentOption = z.infer<typeof ZOccurrenceStudentOption>;

/** GET my/schools/:id/students: a page of a school's students, with the school they are of. */
export type SchoolStudentsPage = Page<SchoolStudent> & { school: { id: string; name: string } };

/** A school the association runs, as its managers see it. */
export type AssociationSchool = {
  id: string;
  name: string;
  active: boolean;
  coordinator_name: string | null;
  students: number;
};

/** GET my/associations/:id/schools: the association and the schools it runs. */
export type AssociationSchools = { association: { id: string; name: string }; data: AssociationSchool[] };
