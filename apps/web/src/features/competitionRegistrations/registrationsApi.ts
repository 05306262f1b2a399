/** Every query of this feature starts with it; every registration and decision invalidates it. */
export const REGISTRATIONS_KEY = "competitionRegistrations";

/** The screens' addresses (spec §2). */
export const registrationScreens = {
  open: (associationId: string) => `/my/associations/competitions/open/${associationId}`,
  managedTeam: (associationId: string, teamId: string) => `/my/associations/teams/${associationId}/${teamId}`,
  pending: "/competitions/competitions/teams/pending/list",
};

/** A date of the calendar ("2026-03-01") in the reader's language, the same day everywhere. */
export const calendarDay = (value: string, language: string) =>
  new Date(`${value}T12:00:00`).toLocaleDateString(language);
