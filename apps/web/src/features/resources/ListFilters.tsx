import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { FieldDef, ResourceDef } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { useDebouncedDraft } from "../../ui/useDebouncedDraft.ts";
import { filterFieldsOf, RANGE_KINDS } from "./listParams.ts";
import { RefSelect } from "./RefSelect.tsx";
import { useLocalized } from "./useLocalized.ts";

type SetFilter = (key: string, value: string | null) => void;

/** Text typed into a filter waits for a pause, like the search box. */
const TextFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => {
  const [draft, setDraft] = useDebouncedDraft({ value, onCommit: onChange });
  return <TextInput label={label} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />;
};

/** Numbers too; money is typed in reais and kept in centavos, as the API counts it. */
const NumberFilter = ({
  label,
  value,
  money,
  onChange,
}: {
  label: string;
  value: string;
  money: boolean;
  onChange: (value: string) => void;
}) => {
  const shown = value === "" ? "" : money ? Number(value) / 100 : Number(value);
  const [draft, setDraft] = useDebouncedDraft<number | string>({
    value: shown,
    onCommit: (next) =>
      onChange(
        next === "" || Number.isNaN(Number(next)) ? "" : String(Math.round(Number(next) * (money ? 100 : 1))),
      ),
  });
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={setDraft}
      decimalScale={money ? 2 : undefined}
      decimalSeparator={money ? "," : undefined}
      thousandSeparator={money ? "." : undefined}
      prefix={money ? "R$ " : undefined}
      allowDecimal={money}
    />
  );
};

const FieldFilter = ({
  fieldKey,
  field,
  filters,
  setFilter,
}: {
  fieldKey: string;
  field: FieldDef;
  filters: Record<string, string>;
  setFilter: SetFilter;
}) => {
  const { t } = useTranslation();
  const text = useLocalized();
  const label = text(field.label);
  const value = filters[fieldKey] ?? "";
  switch (field.kind) {
    case "select":
    case "multiselect":
      return (
        <Select
          label={label}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: text(option.label) }))}
          value={value || null}
          onChange={(next) => setFilter(fieldKey, next)}
          clearable
          placeholder={t("resources.any")}
        />
      );
    case "bool":
      return (
        <Select
          label={label}
          data={[
            { value: "all", label: t("resources.all") },
            { value: "true", label: t("resources.yes") },
            { value: "false", label: t("resources.no") },
          ]}
          value={value || "all"}
          onChange={(next) => setFilter(fieldKey, next === "true" || next === "false" ? next : null)}
          allowDeselect={false}
        />
      );
    case "ref":
      return field.ref ? (
        <RefSelect
          resource={field.ref}
          label={label}
          value={value || null}
          onChange={(next) => setFilter(fieldKey, next)}
        />
      ) : null;
    default:
      if (RANGE_KINDS.includes(field.kind)) {
        const bounds = ["from", "to"] as const;
        return (
          <>
            {bounds.map((bound) => {
              const key = `${fieldKey}_${bound}`;
              const boundLabel = t(`resources.range_${bound}`, { label });
              return field.kind === "date" || field.kind === "datetime" ? (
                <TextInput
                  key={key}
                  type="date"
                  label={boundLabel}
                  value={filters[key] ?? ""}
                  onChange={(event) => setFilter(key, event.currentTarget.value || null)}
                />
              ) : (
                <NumberFilter
                  key={key}
                  label={boundLabel}
                  value={filters[key] ?? ""}
                  money={field.kind === "money"}
                  onChange={(next) => setFilter(key, next || null)}
                />
              );
            })}
          </>
        );
      }
      return (
        <TextFilter label={label} value={value} onChange={(next) => setFilter(fieldKey, next || null)} />
      );
  }
};

/** The filters a definition declares (`filter: true`), each as its kind is best chosen. */
export const ListFilters = ({
  def,
  filters,
  setFilter,
  onClear,
}: {
  def: ResourceDef;
  filters: Record<string, string>;
  setFilter: SetFilter;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" data-testid="list-filters">
      {filterFieldsOf(def).map(([key, field]) => (
        <FieldFilter key={key} fieldKey={key} field={field} filters={filters} setFilter={setFilter} />
      ))}
      <Group align="flex-end">
        <Button variant="subtle" onClick={onClear} disabled={Object.keys(filters).length === 0}>
          {t("resources.clear_filters")}
        </Button>
      </Group>
    </SimpleGrid>
  );
};
