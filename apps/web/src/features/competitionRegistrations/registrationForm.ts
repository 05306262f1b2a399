import type { RegistrationAthlete, RosterMember, TeamRegistrationInput } from "@quadra/shared";
import { teams } from "@quadra/shared";
import type { TFunction } from "i18next";
import { type MemberValues, validateMember } from "../teams/memberForm.ts";

/** The team name's limit, the teams resource's (the API checks the same). */
export const TEAM_NAME_MAX = teams.fields.name.max ?? 120;

/** One chosen athlete's place on the team, as the form holds it (NumberInput gives "" when empty). */
export type Pick = Omit<MemberValues, "user_id">;

/** What the registration form holds: the chosen athletes in the order they were ticked. */
export type RegistrationValues = {
  name: string;
  responsible_id: string | null;
  chosen: string[];
  picks: Record<string, Pick>;
};

export const emptyPick = (): Pick => ({ role: "athlete", number: "", position: "" });

export const emptyRegistration = (name = ""): RegistrationValues => ({
  name,
  responsible_id: null,
  chosen: [],
  picks: {},
});

/** The form's key of an athlete's field error: `<user_id>.<field>`. */
export const rowError = (userId: string, field: string) => `${userId}.${field}`;

/**
 * The form's checks before the call, in the API's words (the API checks again and its answers come
 * back on the same rows): a name, at least one athlete and no more than the competition allows,
 * and each member's role, number and position by the roster's own checks (validateMember), numbers
 * told apart among the chosen.
 */
export const validateRegistration = ({
  values,
  athletes,
  maxMembers,
  t,
}: {
  values: RegistrationValues;
  athletes: RegistrationAthlete[];
  maxMembers: number | null;
  t: TFunction;
}): { errors: Record<string, string>; body?: TeamRegistrationInput } => {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = t("registrations.form.errors.name");
  else if (name.length > TEAM_NAME_MAX)
    errors.name = t("registrations.form.errors.name_max", { max: TEAM_NAME_MAX });
  if (!values.chosen.length) errors.members = t("registrations.form.errors.members");
  else if (maxMembers && values.chosen.length > maxMembers)
    errors.members = t("registrations.form.errors.too_many", { max: maxMembers });
  const names = new Map(athletes.map((athlete) => [athlete.user_id, athlete.name]));
  // The chosen as a roster, so validateMember tells a number another chosen member holds.
  const roster: RosterMember[] = values.chosen.map((userId) => {
    const pick = values.picks[userId] ?? emptyPick();
    return {
      id: userId,
      user_id: userId,
      name: names.get(userId) ?? "",
      role: "athlete",
      number: pick.number === "" ? null : Number(pick.number),
      position: null,
    };
  });
  const members = values.chosen.flatMap((userId) => {
    const pick = values.picks[userId] ?? emptyPick();
    const { errors: found, body } = validateMember({
      values: { ...pick, user_id: userId },
      members: roster,
      memberId: userId,
      t,
    });
    for (const [field, message] of Object.entries(found)) errors[rowError(userId, field)] = message;
    return body ? [{ ...body, user_id: userId }] : [];
  });
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: { name, ...(values.responsible_id ? { responsible_id: values.responsible_id } : {}), members },
  };
};

/**
 * The API's field errors on the form's keys: `members.<index>.<field>` names the index-th chosen
 * athlete's row; the rest (name, responsible_id, members) stay as they are.
 */
export const registrationErrors = (errors: Record<string, string>, chosen: string[]) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const match = /^members\.(\d+)\.(\w+)$/.exec(path);
      const userId = match ? chosen[Number(match[1])] : undefined;
      return [userId && match ? rowError(userId, match[2]!) : path, message];
    }),
  );
