import { Badge, Button, Group, Select, SimpleGrid } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../ui/SearchInput.tsx";
import {
  ASSOCIATION_REGISTERS_KEYS,
  fetchSummary,
  type LABELS,
  optionLabel,
  optionList,
  statusColor,
} from "./associationRegistersApi.ts";

/** The summary of the association's registers (its types feed the lists' type filter). */
export const useRegistersSummary = (id: string) =>
  useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.summary(id),
    queryFn: ({ signal }) => fetchSummary(id, signal),
  });

type FilterKey = "q" | "registertype_id" | "status" | "kind" | "expiring_within";

/**
 * The filters above an association's register list: the search (person's name, or the number
 * where the list has one), the register type, the status of that list and, for contracts, the kind.
 */
export const AssociationListFilters = ({
  id,
  filters,
  setFilter,
  statuses,
  kinds = false,
  searchLabel,
}: {
  id: string;
  filters: Partial<Record<FilterKey, string>>;
  setFilter: (key: FilterKey, value: string | null | undefined) => void;
  statuses: keyof typeof LABELS;
  kinds?: boolean;
  searchLabel: string;
}) => {
  const { t, i18n } = useTranslation();
  const summary = useRegistersSummary(id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: kinds ? 4 : 3 }}>
      <SearchInput
        label={searchLabel}
        value={filters.q ?? ""}
        onChange={(value) => setFilter("q", value)}
        maw="100%"
      />
      <Select
        label={t("assocregisters.filters.type")}
        placeholder={t("assocregisters.filters.all_types")}
        data={(summary.data?.types ?? []).map((type) => ({ value: type.id, label: type.name }))}
        value={filters.registertype_id ?? null}
        onChange={(value) => setFilter("registertype_id", value)}
        clearable
      />
      <Select
        label={t("assocregisters.filters.status")}
        placeholder={t("assocregisters.filters.all_statuses")}
        data={optionList(statuses, i18n.language)}
        value={filters.status ?? null}
        onChange={(value) => setFilter("status", value)}
        clearable
      />
      {kinds ? (
        <Select
          label={t("assocregisters.filters.kind")}
          placeholder={t("assocregisters.filters.all_kinds")}
          data={optionList("contractKind", i18n.language)}
          value={filters.kind ?? null}
          onChange={(value) => setFilter("kind", value)}
          clearable
        />
      ) : null}
      {filters.expiring_within ? (
        <Group align="flex-end">
          <Button
            variant="light"
            color="red"
            rightSection={<IconX size={14} aria-hidden />}
            onClick={() => setFilter("expiring_within", null)}
          >
            {t("assocregisters.filters.expiring", { count: Number(filters.expiring_within) })}
          </Button>
        </Group>
      ) : null}
    </SimpleGrid>
  );
};

/** A status as a coloured badge, in the current language. */
export const RegisterStatusBadge = ({ list, status }: { list: keyof typeof LABELS; status: string }) => {
  const { i18n } = useTranslation();
  return (
    <Badge color={statusColor(status)} variant="light">
      {optionLabel(list, status, i18n.language)}
    </Badge>
  );
};
