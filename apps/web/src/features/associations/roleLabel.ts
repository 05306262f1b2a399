import { ASSOCIATION_MANAGER_ROLES } from "@quadra/shared";

/** A manager role's label in the current language (the options are defined once, in shared). */
export const roleLabel = (value: string | null | undefined, language: string) => {
  const option = ASSOCIATION_MANAGER_ROLES.find((role) => role.value === value);
  if (!option) return value ?? "";
  return language.startsWith("en") ? option.label.en : option.label["pt-BR"];
};

export const roleOptions = (language: string) =>
  ASSOCIATION_MANAGER_ROLES.map((role) => ({ value: role.value, label: roleLabel(role.value, language) }));
