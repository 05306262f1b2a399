import { MultiSelect } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useState } from "react";
import { fetchSpaceOptions, SPACE_OPTIONS_KEY } from "./schedulesApi.ts";

/**
 * Playing areas to choose, searched on the server as the director types (it answers 50 at most);
 * the chosen ones keep their labels while other searches run.
 */
export const SpacesSelect = ({
  label,
  description,
  value,
  onChange,
  error,
  required,
  style,
}: {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  required?: boolean;
  style?: CSSProperties;
}) => {
  const [search, setSearch] = useState("");
  const spaces = useQuery({
    queryKey: [...SPACE_OPTIONS_KEY, search],
    queryFn: () => fetchSpaceOptions(search),
  });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const options = { ...chosen, ...Object.fromEntries((spaces.data ?? []).map((o) => [o.id, o.title])) };
  return (
    <MultiSelect
      label={label}
      description={description}
      data={Object.entries(options).map(([optionValue, optionLabel]) => ({
        value: optionValue,
        label: optionLabel,
      }))}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setChosen(Object.fromEntries(ids.map((id) => [id, options[id] ?? id])));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      required={required}
      style={style}
    />
  );
};
