import { Fieldset, Grid, Loader, Text, TextInput } from "@mantine/core";
import { onlyDigits } from "@quadra/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { useCepLookup } from "../regions/useCepLookup.ts";
import { RefSelect } from "../resources/RefSelect.tsx";
import type { AssociationField, AssociationValues } from "./associationForm.ts";

/**
 * The tenant's city with this IBGE code (cities are searchable by it), or null when the tenant has
 * none or more than one match: the person then picks the city in the list.
 */
const cityByIbge = async (ibge: string) => {
  if (!/^\d{7}$/.test(ibge)) return null;
  const found = await resourceClient("cities")
    .options({ q: ibge }, { quiet: true })
    .catch(() => []);
  return found.length === 1 ? found[0]! : null;
};

/**
 * An association's data: identification, contact and address. Once the CEP has 8 digits it fills
 * street and district and picks the city (by its IBGE code) from `GET cep/:cep`; every field stays
 * editable. `required` marks what the tenant's rules ask; `locked` fields are shown but not edited.
 */
export const AssociationFields = ({
  values,
  onChange,
  errors,
  required,
  locked = [],
  cityTitle,
}: {
  values: AssociationValues;
  onChange: (patch: Partial<AssociationValues>) => void;
  errors: Record<string, string>;
  required: Set<AssociationField>;
  locked?: readonly AssociationField[];
  /** The saved city's name, when the record brought it. */
  cityTitle?: string | null;
}) => {
  const { t } = useTranslation();
  const { lookup, loading, error } = useCepLookup();
  const [cityHint, setCityHint] = useState<string | null>(null);
  const looked = useRef(onlyDigits(values.cep));
  // The lookup answers after the person may have typed on: only fill what is still empty or was filled
  // by the lookup, never what was typed.
  const latest = useRef(values);
  latest.current = values;

  const changeCep = async (cep: string) => {
    onChange({ cep });
    const digits = onlyDigits(cep);
    if (digits === looked.current) return;
    looked.current = digits;
    setCityHint(null);
    const found = await lookup(cep);
    if (!found || onlyDigits(latest.current.cep) !== found.cep) return;
    const city = await cityByIbge(found.ibge_code);
    onChange({
      street: found.street || latest.current.street,
      district: found.district || latest.current.district,
      ...(city ? { city_id: city.id } : {}),
    });
    if (!city) setCityHint(t("associations.form.city_not_found", { city: `${found.city}/${found.state}` }));
  };

  const text = (field: AssociationField, autoComplete?: string) => ({
    label: t(`associations.form.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
    required: required.has(field),
    disabled: locked.includes(field),
    autoComplete,
  });
  const masked = (field: "cnpj" | "phone" | "cep") => ({
    mask: field,
    label: t(`associations.form.${field}`),
    value: values[field],
    error: errors[field],
    required: required.has(field),
    disabled: locked.includes(field),
  });

  return (
    <>
      <Fieldset legend={t("associations.form.identification")}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...text("name", "organization")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...text("short_name")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MaskedInput
              {...masked("cnpj")}
              description={t("associations.form.cnpj_help")}
              onChange={(cnpj) => onChange({ cnpj })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="date" {...text("founded_at")} />
          </Grid.Col>
        </Grid>
        {locked.length ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t("associations.form.identity_locked")}
          </Text>
        ) : null}
      </Fieldset>
      <Fieldset legend={t("associations.form.contact")}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="email" {...text("email", "email")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MaskedInput
              {...masked("phone")}
              inputMode="tel"
              autoComplete="tel"
              onChange={(phone) => onChange({ phone })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput type="url" placeholder="https://" {...text("site", "url")} />
          </Grid.Col>
        </Grid>
      </Fieldset>
      <Fieldset legend={t("associations.form.address")}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              {...masked("cep")}
              error={errors.cep ?? error}
              inputMode="numeric"
              autoComplete="postal-code"
              onChange={(cep) => void changeCep(cep)}
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
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...text("district")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <RefSelect
              resource="cities"
              label={t("associations.form.city_id")}
              value={values.city_id || null}
              title={cityTitle ?? null}
              onChange={(city) => {
                setCityHint(null);
                onChange({ city_id: city ?? "" });
              }}
              error={errors.city_id}
              description={cityHint}
              required={required.has("city_id")}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>
    </>
  );
};
