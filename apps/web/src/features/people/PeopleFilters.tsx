import { Button, Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RefSelect } from "../resources/RefSelect.tsx";
import type { PeopleListState } from "./peopleListParams.ts";

type Filters = PeopleListState["filters"];

/**
 * The list's filters: verified or not, active or disabled, what waits for approval, and the
 * dependents of one guardian. "Pendências" is one select over two server filters.
 */
export const PeopleFilters = ({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) => {
  const { t } = useTranslation();
  const set = (patch: Filters) => {
    const next: Filters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof Filters)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  const pending = filters.pending_image
    ? "pending_image"
    : filters.pending_social_name
      ? "pending_social_name"
      : null;
  const any = t("people.filters.any");
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t("people.filters.disabled")}
        placeholder={any}
        data={[
          { value: "false", label: t("people.filters.disabled_no") },
          { value: "true", label: t("people.filters.disabled_yes") },
        ]}
        value={filters.disabled ?? null}
        onChange={(value) => set({ disabled: value ?? undefined })}
        clearable
        w={170}
      />
      <Select
        label={t("people.filters.verified")}
        placeholder={any}
        data={[
          { value: "true", label: t("people.filters.verified_yes") },
          { value: "false", label: t("people.filters.verified_no") },
        ]}
        value={filters.verified ?? null}
        onChange={(value) => set({ verified: value ?? undefined })}
        clearable
        w={190}
      />
      <Select
        label={t("people.filters.pending")}
        placeholder={any}
        data={[
          { value: "pending_image", label: t("people.filters.pending_image") },
          { value: "pending_social_name", label: t("people.filters.pending_social_name") },
        ]}
        value={pending}
        onChange={(value) =>
          set({
            pending_image: value === "pending_image" ? "true" : undefined,
            pending_social_name: value === "pending_social_name" ? "true" : undefined,
          })
        }
        clearable
        w={280}
      />
      <RefSelect
        resource="users"
        label={t("people.filters.guardian")}
        value={filters.guardian_id ?? null}
        onChange={(value) => set({ guardian_id: value ?? undefined })}
      />
      {Object.keys(filters).length ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t("people.filters.clear")}
        </Button>
      ) : null}
    </Group>
  );
};
