import {
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { GENDERS, REGISTRATION_MAX, type RegisterSettings } from "@quadra/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import {
  emptyPersonValues,
  type PersonValues,
  requiredFields,
  validatePerson,
} from "../people/personForm.ts";
import { AddressFields } from "../regions/AddressFields.tsx";
import { ASSOCIATIONS_KEY, registerAthlete, useRegisterRules } from "./associationsApi.ts";
import { useManagedAssociation } from "./ManagedAssociationPage.tsx";
import { ManagerLinks } from "./ManagerLinks.tsx";

type Mode = "link" | "new";

/** The association's own registration number of the athlete (matrícula na entidade), optional. */
const RegistrationInput = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("associations.athlete_form.registration")}
      description={t("associations.athlete_form.registration_help")}
      value={value}
      maxLength={REGISTRATION_MAX}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
};

/** Links a person already registered in the federation, by cpf. */
const LinkForm = ({ onDone }: { onDone: (body: Record<string, unknown>) => Promise<unknown> }) => {
  const { t } = useTranslation();
  const [cpf, setCpf] = useState("");
  const [registration, setRegistration] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (cpf.replace(/\D/g, "").length !== 11) {
      setErrors({ cpf: t("associations.athlete_form.cpf_required") });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onDone({
        mode: "link",
        cpf,
        ...(registration.trim() ? { registration: registration.trim() } : {}),
      });
    } catch (error) {
      applyApiErrors({ error, setErrors });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={t("associations.athlete_form.link_title")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("associations.athlete_form.link_help")}
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MaskedInput
              mask="cpf"
              label={t("people.form.cpf")}
              inputMode="numeric"
              required
              value={cpf}
              onChange={setCpf}
              error={errors.cpf}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <RegistrationInput value={registration} onChange={setRegistration} error={errors.registration} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("associations.athlete_form.link_submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Registers a new person under the tenant's registration rules (configs/register), with the very
 * validation of the people register (PEOPLE's personForm): the fields a tenant may make mandatory
 * are all here, each marked when it is.
 */
const NewPersonForm = ({
  settings,
  onDone,
}: {
  settings: RegisterSettings;
  onDone: (body: Record<string, unknown>) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<PersonValues>(emptyPersonValues);
  const [registration, setRegistration] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const required = requiredFields(settings);
  const set = (patch: Partial<PersonValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async () => {
    const { body, errors: found } = validatePerson({ values, settings });
    setErrors(found);
    if (!body) return;
    const { guardian_id: _guardian, ...person } = body;
    setBusy(true);
    try {
      await onDone({ ...person, ...(registration.trim() ? { registration: registration.trim() } : {}) });
    } catch (error) {
      applyApiErrors({ error, setErrors });
    } finally {
      setBusy(false);
    }
  };
  const text = (
    field: "name" | "social_name" | "email" | "birthdate" | "mother_name" | "rg",
    isRequired: boolean,
  ) => ({
    label: t(`people.form.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set({ [field]: event.currentTarget.value }),
    error: errors[field],
    required: isRequired,
  });
  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith("address."))
      .map(([key, message]) => [key.slice("address.".length), message]),
  );
  return (
    <form
      noValidate
      aria-label={t("associations.athlete_form.new_title")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Fieldset legend={t("people.form.personal")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput {...text("name", true)} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...text("social_name", required.social_name)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                mask="cpf"
                label={t("people.form.cpf")}
                inputMode="numeric"
                required={required.cpf}
                value={values.cpf}
                onChange={(cpf) => set({ cpf })}
                error={errors.cpf}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput type="email" {...text("email", required.email)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                mask="phone"
                label={t("people.form.phone")}
                inputMode="tel"
                required={required.phone}
                value={values.phone}
                onChange={(phone) => set({ phone })}
                error={errors.phone}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="date" {...text("birthdate", required.birthdate)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t("people.form.gender")}
                data={GENDERS.map((value) => ({ value, label: t(`people.form.genders.${value}`) }))}
                value={values.gender || null}
                onChange={(gender) => set({ gender: gender ?? "" })}
                error={errors.gender}
                required={required.gender}
                clearable={!required.gender}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput {...text("mother_name", required.mother_name)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...text("rg", required.rg)} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("people.form.address")}>
          <AddressFields
            value={values.address}
            onChange={(address) => set({ address })}
            errors={addressErrors}
            required={required.address}
          />
        </Fieldset>
        <RegistrationInput value={registration} onChange={setRegistration} error={errors.registration} />
        {Object.keys(errors).length ? (
          <Text c="red" size="sm" role="alert">
            {t("associations.form.fix_errors")}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("associations.athlete_form.new_submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * /my/associations/users/register/:association_id: the association registers an athlete: links a
 * person already registered (by cpf) or registers a new one; either way the athlete is active.
 */
export const RegisterAthletePage = () => {
  const { t } = useTranslation();
  const { association_id: id = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const association = useManagedAssociation(id);
  const config = useRegisterRules();
  const [mode, setMode] = useState<Mode>("link");
  const send = useMutation({ mutationFn: (body: Record<string, unknown>) => registerAthlete(id, body) });
  const done = async (body: Record<string, unknown>) => {
    await send.mutateAsync(body);
    notifySuccess({
      message: t(mode === "link" ? "associations.athlete_form.linked" : "associations.athlete_form.created"),
    });
    await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY, "athletes", id] });
    navigate(`/my/associations/users/${id}`);
  };
  const approved = association.data?.status === "approved";
  return (
    <Stack maw={900} mx="auto" w="100%">
      <PageHeader title={t("associations.athlete_form.title")} description={association.data?.name} />
      <ManagerLinks id={id} current="users" />
      <QueryOverlay {...queryOverlayProps(association.data ? config : association)}>
        {association.data && !approved ? (
          <Alert color="yellow" role="alert">
            {t("associations.athletes.not_approved")}
          </Alert>
        ) : config.data ? (
          <Stack>
            <SegmentedControl
              aria-label={t("associations.athlete_form.mode")}
              value={mode}
              onChange={(value) => setMode(value as Mode)}
              data={[
                { value: "link", label: t("associations.athlete_form.mode_link") },
                { value: "new", label: t("associations.athlete_form.mode_new") },
              ]}
            />
            {mode === "link" ? (
              <LinkForm onDone={done} />
            ) : (
              <NewPersonForm settings={config.data.register} onDone={done} />
            )}
            <Button component={Link} to={`/my/associations/users/${id}`} variant="default" w="fit-content">
              {t("associations.athlete_form.back")}
            </Button>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
