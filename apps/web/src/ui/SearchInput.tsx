import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useDebouncedDraft } from "./useDebouncedDraft.ts";

/** The search box of list screens: reports what was typed after a 300 ms pause. */
export const SearchInput = ({
  label,
  value,
  onChange,
  placeholder,
  maw = 420,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maw?: number | string;
}) => {
  const [draft, setDraft] = useDebouncedDraft({ value, onCommit: onChange });
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      maw={maw}
    />
  );
};
