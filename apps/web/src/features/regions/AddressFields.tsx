import { Grid, Loader, Select, TextInput } from "@mantine/core";
import { type Address, BRAZIL_STATES, type CepAddress, onlyDigits } from "@quadra/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { useCepLookup } from "./useCepLookup.ts";

export type AddressErrors = Partial<Record<keyof Address, string>>;

const STATE_OPTIONS = [...BRAZIL_STATES]
  .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))
  .map((state) => ({ value: state.uf, label: `${state.name} (${state.uf})` }));

const FILLED = ["street", "district", "city", "state"] as const;

/**
 * The lookup's answer over what is on screen. A field the lookup leaves blank (a city with one CEP
 * has no street) keeps what the person typed, but not what the previous lookup filled: that belonged
 * to the other CEP.
 */
const merge = ({
  current,
  found,
  previous,
}: {
  current: Address;
  found: CepAddress;
  previous: CepAddress | null;
}) => {
  const next: Address = { ...current, ibge_code: found.ibge_code };
  for (const field of FILLED) {
    next[field] = found[field] || (previous && current[field] === previous[field] ? "" : current[field]);
  }
  return next;
};

/**
 * A Brazilian postal address: CEP (masked), street, number, complement, district, city and UF. Once
 * the CEP has 8 digits it fills street, district, city and UF from `GET cep/:cep`; when that fails the
 * server's message shows under the CEP and every field stays editable.
 */
export const AddressFields = ({
  value,
  onChange,
  errors = {},
  required = false,
  disabled = false,
}: {
  value: Address;
  onChange: (next: Address) => void;
  /** Per-field messages, keyed like the address (`cep`, `street`...). */
  errors?: AddressErrors;
  required?: boolean;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const { lookup, loading, error } = useCepLookup();
  // The lookup answers after the person may have typed on: merge into what is on screen then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const looked = useRef(onlyDigits(value.cep));
  const filledBy = useRef<CepAddress | null>(null);

  const set = (patch: Partial<Address>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    onChange(next);
  };

  const changeCep = async (cep: string) => {
    set({ cep });
    const digits = onlyDigits(cep);
    // The mask reports every keystroke; an address saved with this CEP is not looked up again.
    if (digits === looked.current) return;
    looked.current = digits;
    const found = await lookup(cep);
    if (!found || onlyDigits(latest.current.cep) !== found.cep) return;
    const next = merge({ current: latest.current, found, previous: filledBy.current });
    filledBy.current = found;
    latest.current = next;
    onChange(next);
  };

  const text = (field: "street" | "number" | "complement" | "district", autoComplete?: string) => ({
    label: t(`address.${field}`),
    value: value[field],
    onChange: (event: { currentTarget: { value: string } }) => set({ [field]: event.currentTarget.value }),
    error: errors[field],
    required: required && field !== "complement",
    disabled,
    autoComplete,
  });

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput
          mask="cep"
          label={t("address.cep")}
          value={value.cep}
          onChange={(cep) => void changeCep(cep)}
          error={errors.cep ?? error}
          required={required}
          disabled={disabled}
          autoComplete="postal-code"
          inputMode="numeric"
          rightSection={loading ? <Loader size="xs" aria-label={t("address.looking_up")} /> : null}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...text("street", "address-line1")} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput {...text("number")} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 9 }}>
        <TextInput {...text("complement", "address-line2")} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput {...text("district")} />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 4 }}>
        <TextInput
          label={t("address.city")}
          value={value.city}
          // A city typed by hand has no known IBGE code until the CEP is looked up again.
          onChange={(event) => set({ city: event.currentTarget.value, ibge_code: "" })}
          error={errors.city}
          required={required}
          disabled={disabled}
          autoComplete="address-level2"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 4 }}>
        <Select
          label={t("address.state")}
          data={STATE_OPTIONS}
          value={value.state || null}
          onChange={(state) => set({ state: state ?? "", ibge_code: "" })}
          error={errors.state}
          required={required}
          disabled={disabled}
          searchable
          nothingFoundMessage={t("address.no_state")}
          autoComplete="address-level1"
        />
      </Grid.Col>
    </Grid>
  );
};
