import { Badge } from "@mantine/core";
import { RESOURCES } from "@quadra/shared";
import { useTranslation } from "react-i18next";

type Option = { value: string; label: Record<"pt-BR" | "en", string> };

/** The label of a select field's value, from the catalog's definition, in the screen's language. */
export const useOptionLabel = () => {
  const { i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  return (resource: string, field: string, value: unknown) => {
    const options = (RESOURCES[resource]?.fields[field] as { options?: readonly Option[] } | undefined)
      ?.options;
    const option = options?.find((candidate) => candidate.value === value);
    return option ? option.label[language] : String(value ?? "");
  };
};

const STATUS_COLOURS: Record<string, string> = {
  pending: "yellow",
  approved: "teal",
  rejected: "red",
  pending_payment: "yellow",
  active: "teal",
  expired: "gray",
  suspended: "orange",
  cancelled: "red",
  ended: "gray",
  terminated: "red",
};

/** A status as a coloured badge, labelled from the resource's definition. */
export const StatusBadge = ({ resource, value }: { resource: string; value: unknown }) => {
  const label = useOptionLabel();
  return (
    <Badge color={STATUS_COLOURS[String(value)] ?? "gray"} variant="light">
      {label(resource, "status", value)}
    </Badge>
  );
};

/** The address of a register type's child screen ("registers", "registerrequests/show/<id>"…). */
export const typePath = (typeId: string, rest: string) => `/registers/registertypes/${typeId}/${rest}`;
