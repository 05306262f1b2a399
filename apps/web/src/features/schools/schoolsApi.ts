import {
  type EducationalOccurrence,
  ENROLLMENT_STATUSES,
  type FieldOption,
  type MySchool,
  OCCURRENCE_KINDS,
  OCCURRENCE_STATUSES,
  type OccurrenceCreateBody,
  type OccurrenceListQuery,
  type OccurrenceStudentOption,
  type OccurrenceUpdateBody,
  type Page,
  type SchoolStudent,
  type StudentOccurrence,
} from "@quadra/shared";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { modulesOf, useApp } from "../../platform/state/appStore.ts";

/** Every query of this feature starts with this key, so a write refreshes them all. */
export const SCHOOLS_KEY = "my-schools";

/** A school the association runs, as its managers see it. */
export type AssociationSchool = {
  id: string;
  name: string;
  active: boolean;
  coordinator_name: string | null;
  students: number;
};

export type StudentsPage = Page<SchoolStudent> & { school: { id: string; name: string } };

/** Whether the tenant has the schools module on (the sections hide themselves otherwise). */
export const useSchoolsModule = () => useApp((state) => modulesOf(state).includes("schools"));

/** An option's label in the current language (the options are defined once, in shared). */
const labelOf = (options: readonly FieldOption[], value: string, language: string) => {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return value;
  return language.startsWith("en") ? option.label.en : option.label["pt-BR"];
};
const optionsOf = (options: readonly FieldOption[], language: string) =>
  options.map((option) => ({ value: option.value, label: labelOf(options, option.value, language) }));

export const kindLabel = (value: string, language: string) => labelOf(OCCURRENCE_KINDS, value, language);
export const kindOptions = (language: string) => optionsOf(OCCURRENCE_KINDS, language);
export const occurrenceStatusLabel = (value: string, language: string) =>
  labelOf(OCCURRENCE_STATUSES, value, language);
export const occurrenceStatusOptions = (language: string) => optionsOf(OCCURRENCE_STATUSES, language);
export const enrollmentLabel = (value: string, language: string) =>
  labelOf(ENROLLMENT_STATUSES, value, language);
export const enrollmentOptions = (language: string) => optionsOf(ENROLLMENT_STATUSES, language);

/** The screens of a student's documents and photo, for a school's coordinator and managers. */
export const studentScreens = (schoolId: string, userId: string) => ({
  documents: `/my/schools/${schoolId}/userdocuments/user/${userId}`,
  photo: `/my/schools/${schoolId}/users/image/${userId}`,
});

export const fetchMySchools = (signal?: AbortSignal) =>
  apiRequest<MySchool[]>({ path: "my/schools", signal });

export const fetchSchoolStudents = (
  id: string,
  query: { page: number; per_page: number; q?: string; status?: string },
  signal?: AbortSignal,
) => apiRequest<StudentsPage>({ path: `my/schools/${id}/students`, query, signal });

export const fetchAssociationSchools = (associationId: string, signal?: AbortSignal) =>
  apiRequest<{ association: { id: string; name: string }; data: AssociationSchool[] }>({
    path: `my/associations/${associationId}/schools`,
    signal,
  });

export const fetchOccurrenceStudents = (associationId: string, schoolId: string, signal?: AbortSignal) =>
  apiRequest<OccurrenceStudentOption[]>({
    path: `my/associations/${associationId}/schools/${schoolId}/students`,
    signal,
  });

export const fetchOccurrences = (associationId: string, query: OccurrenceListQuery, signal?: AbortSignal) =>
  apiRequest<Page<EducationalOccurrence>>({
    path: `my/associations/${associationId}/educationaloccurrences`,
    query: query as Record<string, string | number | undefined>,
    signal,
  });

export const createOccurrence = (associationId: string, body: OccurrenceCreateBody) =>
  apiRequest<EducationalOccurrence>({
    path: `my/associations/${associationId}/educationaloccurrences`,
    method: "POST",
    body,
  });

export const updateOccurrence = (associationId: string, id: string, body: OccurrenceUpdateBody) =>
  apiRequest<EducationalOccurrence>({
    path: `my/associations/${associationId}/educationaloccurrences/${id}`,
    method: "PATCH",
    body,
  });

export const fetchDependentOccurrences = (studentId: string, signal?: AbortSignal) =>
  apiRequest<StudentOccurrence[]>({ path: `my/students/${studentId}/educationaloccurrences`, signal });
