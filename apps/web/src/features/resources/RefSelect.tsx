import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { resourceClient } from "../../platform/api/resourceClient.ts";

type Choice = { value: string; label: string };

const SEARCH_DELAY_MS = 300;

/** The select options of a resource: `GET <resource>/options` (id and title, 50 at most). */
const fetchOptions = ({
  resource,
  query,
  signal,
}: {
  resource: string;
  query: Record<string, string>;
  signal: AbortSignal;
}) => resourceClient(resource).options(query, { signal, quiet: true });

/**
 * A searchable select of the records of another resource. The server searches (the list may be
 * long); what is typed is sent after a pause. The chosen record's title comes from the record's
 * `_titles` or, when unknown, from `options?ids=`.
 */
export const RefSelect = ({
  resource,
  value,
  onChange,
  title,
  label,
  description,
  error,
  required,
  disabled,
  onBlur,
  onFocus,
}: {
  resource: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The current value's title, when the record brought it. */
  title?: string | null;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Choice | null>(value && title ? { value, label: title } : null);
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const [typed] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const current = chosen?.value === value ? chosen : null;

  // A value whose title nobody gave (a default, a form reloaded elsewhere): ask for it.
  const known = useQuery({
    queryKey: ["resource-options", resource, "ids", value],
    queryFn: ({ signal }) => fetchOptions({ resource, query: { ids: value ?? "" }, signal }),
    enabled: Boolean(value) && !current,
    staleTime: 60_000,
  });
  const knownOption = known.data?.find((option) => option.id === value);
  const selected: Choice | null =
    current ??
    (value
      ? { value, label: knownOption?.title ?? (known.isLoading ? "…" : t("resources.form.unknown_record")) }
      : null);

  // Showing the chosen title in the box is not a search for it.
  const q = selected && typed === selected.label ? "" : typed.trim();
  const options = useQuery({
    queryKey: ["resource-options", resource, "search", q],
    queryFn: ({ signal }) => fetchOptions({ resource, query: q ? { q } : {}, signal }),
    enabled: opened || q !== "",
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

  const data: Choice[] = (options.data ?? []).map((option) => ({ value: option.id, label: option.title }));
  if (selected && !data.some((option) => option.value === selected.value)) data.unshift(selected);
  const searching = options.isFetching || search.trim() !== typed.trim();

  return (
    <Select
      label={label}
      description={description}
      error={error ?? (options.error ? t("resources.form.options_failed") : undefined)}
      required={required}
      disabled={disabled}
      searchable
      clearable={!required}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed words (accents and case ignored).
      filter={({ options: all }) => all}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onBlur={onBlur}
      onFocus={onFocus}
      nothingFoundMessage={searching ? t("resources.form.searching") : t("resources.form.nothing_found")}
      rightSection={searching && opened ? <Loader size="xs" /> : undefined}
      placeholder={t("resources.form.search_placeholder")}
    />
  );
};
