import { type RosterMember, TEAM_ROLE_VALUES } from "@quadra/shared";
import type { TFunction } from "i18next";
import type { MemberBody } from "./teamsApi.ts";

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
 * a whole number from 0 to 999 that no other member has, a short position.
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
}): { errors: Record<string, string>; body?: MemberBody } => {
  const errors: Record<string, string> = {};
  if (!memberId && !values.user_id) errors.user_id = t("teams.manage.errors.user_id");
  if (!(TEAM_ROLE_VALUES as readonly string[]).includes(values.role))
    errors.role = t("teams.manage.errors.role");
  const number = values.number === "" ? null : Number(values.number);
  if (number !== null && !(Number.isInteger(number) && number >= 0 && number <= 999))
    errors.number = t("teams.manage.errors.number");
  else if (number !== null) {
    const holder = members.find((member) => member.number === number && member.id !== memberId);
    if (holder) errors.number = t("teams.manage.errors.number_taken", { number, name: holder.name });
  }
  const position = values.position.trim();
  if (position.length > 60) errors.position = t("teams.manage.errors.position");
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      ...(memberId ? {} : { user_id: values.user_id }),
      role: values.role,
      number,
      position: position || null,
    },
  };
};
