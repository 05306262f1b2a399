import { Fieldset, Grid, Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { RegisterSettings } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { type RegisterValues, shownFields } from "./registerForm.ts";

/** The person's part of a sign-up form (the values every such form holds). */
export type PersonValues = Omit<RegisterValues, "password" | "confirmation" | "accept_terms">;

/** A masked input's props bound to a field of the form (the value as typed, the mask's input mode). */
export const maskedProps = <V,>(form: UseFormReturnType<V>, field: string, mask: "cpf" | "phone" | "cep") => {
  const props = form.getInputProps(field);
  return {
    mask,
    value: props.value as string,
    onChange: (value: string) => form.setFieldValue(field as never, value as never),
    error: props.error,
    inputMode: mask === "phone" ? ("tel" as const) : ("numeric" as const),
  };
};

/** A text input's props bound to a field of the form. */
export const textProps = <V,>(
  form: UseFormReturnType<V>,
  field: string,
  required: boolean,
  autoComplete?: string,
) => ({ ...form.getInputProps(field), required, autoComplete });

/**
 * Who the person is, as the tenant's registration settings (`configs/register`) ask: name, nome
 * social, cpf, e-mail, phone, birth date, gender, mother's name, RG, and the address in its own
 * fieldset when it is required. Sign-up (RegisterPage) and the open membership request
 * (PublicMembershipRequestPage) draw the same fields, so both ask the same things.
 */
export const PersonFields = <V extends PersonValues>({
  form,
  settings,
  legend,
  cpfRequired,
  birthdateRequired,
}: {
  form: UseFormReturnType<V>;
  settings: RegisterSettings;
  legend: string;
  cpfRequired: boolean;
  birthdateRequired: boolean;
}) => {
  const { t } = useTranslation();
  const show = shownFields(settings);
  const mandatory = new Set<string>(settings.mandatory_fields);
  const text = (field: string, required: boolean, autoComplete?: string) =>
    textProps(form, field, required, autoComplete);
  const masked = (field: string, mask: "cpf" | "phone" | "cep") => maskedProps(form, field, mask);
  return (
    <>
      <Fieldset legend={legend}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={t("register.name")} {...text("name", true, "name")} />
          </Grid.Col>
          {show.social_name ? (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t("register.social_name")} {...text("social_name", true)} />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput label={t("register.cpf")} required={cpfRequired} {...masked("cpf", "cpf")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={t("register.email")} type="email" {...text("email", true, "email")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedInput
              label={t("register.phone")}
              required={mandatory.has("phone")}
              autoComplete="tel"
              {...masked("phone", "phone")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t("register.birthdate")}
              type="date"
              {...text("birthdate", birthdateRequired, "bday")}
            />
          </Grid.Col>
          {show.gender ? (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t("register.gender")}
                required
                data={["F", "M", "O"].map((value) => ({ value, label: t(`register.genders.${value}`) }))}
                {...form.getInputProps("gender")}
              />
            </Grid.Col>
          ) : null}
          {show.mother_name ? (
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label={t("register.mother_name")} {...text("mother_name", true)} />
            </Grid.Col>
          ) : null}
          {show.rg ? (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t("register.rg")} {...text("rg", true)} />
            </Grid.Col>
          ) : null}
        </Grid>
      </Fieldset>
      {show.address ? (
        <Fieldset legend={t("register.address")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("register.cep")}
                required
                autoComplete="postal-code"
                {...masked("address.cep", "cep")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label={t("register.street")} {...text("address.street", true, "address-line1")} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput label={t("register.number")} {...text("address.number", true)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 9 }}>
              <TextInput
                label={t("register.complement")}
                {...text("address.complement", false, "address-line2")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput label={t("register.district")} {...text("address.district", true)} />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 5 }}>
              <TextInput label={t("register.city")} {...text("address.city", true, "address-level2")} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <TextInput
                label={t("register.state")}
                maxLength={2}
                {...text("address.state", true, "address-level1")}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
      ) : null}
    </>
  );
};
