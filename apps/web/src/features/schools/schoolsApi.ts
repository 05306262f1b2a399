import {
  ENROLLMENT_STATUSES,
  type FieldOption,
  OCCURRENCE_KINDS,
  OCCURRENCE_STATUSES,
  type OccurrenceCreateBody,
  type OccurrenceListQuery,
  type OccurrenceUpdateBody,
} from "@quadra/shared";
import { schoolsApi } from "../../platform/api/operations/schools.ts";
import { modulesOf, useApp } from "../../platform/state/appStore.ts";

/** Every query of this feature starts with this key, so a write refreshes them all. */
export const SCHOOLS_KEY = "my-schools";

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

export const fetchMySchools = (signal?: AbortSignal) => schoolsApi.mine({ signal });

export const fetchSchoolStudents = (
  id: string,
  query: { page: number; per_page: number; q?: string; status?: string },
  signal?: AbortSignal,
) => schoolsApi.students({ params: { id }, query, signal });

export const fetchAssociationSchools = (associationId: string, signal?: AbortSignal) =>
  schoolsApi.associationSchools({ params: { id: associationId }, signal });

export const fetchOccurrenceStudents = (associationId: string, schoolId: string, signal?: AbortSignal) =>
  schoolsApi.occurrenceStudents({ params: { id: associationId, school_id: schoolId }, signal });

export const fetchOccurrences = (associationId: string, query: OccurrenceListQuery, signal?: AbortSignal) =>
  schoolsApi.occurrences({ params: { id: associationId }, query, signal });

export const createOccurrence = (associationId: string, body: OccurrenceCreateBody) =>
  schoolsApi.recordOccurrence({ params: { id: associationId }, body });

export const updateOccurrence = (associationId: string, id: string, body: OccurrenceUpdateBody) =>
  schoolsApi.followUpOccurrence({ params: { id: associationId, occurrence_id: id }, body });

export const fetchDependentOccurrences = (studentId: string, signal?: AbortSignal) =>
  schoolsApi.dependentOccurrences({ params: { id: studentId }, signal });
