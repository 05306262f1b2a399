import { type RosterMember, TEAM_MEMBER_LIMITS, TEAM_ROLE_VALUES, type TeamMemberRole } from "@quadra/shared";
import type { TFunction } from "i18next";
import type { MemberBody } from "./teamsApi.ts";

// The roster fields' limits: the team members' resource definition's, the same the API checks.
const { number: NUMBER, position: POSITION } = TEAM_MEMBER_LIMITS;
const isRole = (value: string): value is TeamMemberRole =>
  (TEAM_ROLE_VALUES as readonly string[]).includes(value);

/** What the member form holds: NumberInput gives "" for an empty field. */
export type MemberValues = { user_id: string; role: string; number: number | string; position: string };

export const emptyMember = (): MemberValues => ({ user_id: "", role: "athlete", number: "", position: "" });

export const memberValues = (member: RosterMember): MemberValues => ({
  user_id: member.user_id,
  role: member.role,
  number: member.number ?? "",
  position: member.position ?? "",
});

/**
 * The form's own checks before the call, in the API's words (the API checks again, and its 409s,
 * such as the competition's limit, come back on the same fields): a person when adding, a role,
 * a whole number in the catalogue's range that no other member has, a short position.
 */
export const validateMember = ({
  values,
  members,
  memberId,
  t,
}: {
  values: MemberValues;
  members: RosterMember[];
  /** The member being edited (their own number is no clash); absent when adding. */
  memberId?: string;
  t: TFunction;
}): { errors: Record<string, string>; body?: Omit<MemberBody, "user_id"> & { user_id?: string } } => {
  const errors: Record<string, string> = {};
  if (!memberId && !values.user_id) errors.user_id = t("teams.manage.errors.user_id");
  const role = isRole(values.role) ? values.role : null;
  if (!role) errors.role = t("teams.manage.errors.role");
  const number = values.number === "" ? null : Number(values.number);
  if (number !== null && !(Number.isInteger(number) && number >= NUMBER.min && number <= NUMBER.max))
    errors.number = t("teams.manage.errors.number", NUMBER);
  else if (number !== null) {
    const holder = members.find((member) => member.number === number && member.id !== memberId);
    if (holder) errors.number = t("teams.manage.errors.number_taken", { number, name: holder.name });
  }
  const position = values.position.trim();
  if (position.length > POSITION.max) errors.position = t("teams.manage.errors.position", POSITION);
  if (!role || Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      ...(memberId ? {} : { user_id: values.user_id }),
      role,
      number,
      position: position || null,
    },
  };
};
