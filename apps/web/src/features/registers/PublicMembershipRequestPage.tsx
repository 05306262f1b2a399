import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ageOn, type RegisterSettings } from "@quadra/shared";
import {
  buildPublicMembershipSchema,
  GUARDIAN_REQUIRED_UNDER,
  type PublicMembershipAnswer,
  type RegisterOffer,
} from "@quadra/shared/contracts/publicRegisters";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { publicRegistersApi } from "../../platform/api/operations/publicRegisters.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { applyApiErrors, issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { maskedProps, PersonFields, textProps } from "../auth/PersonFields.tsx";
import { emptyRegisterValues, shownFields } from "../auth/registerForm.ts";
import { todayIso } from "../my/todayIso.ts";
import { useRegisterConfig } from "../my/useRegisterConfig.ts";
import {
  choiceBody,
  emptyChoice,
  MembershipChoiceFields,
  type MembershipChoiceValues,
} from "./MembershipChoiceFields.tsx";
import { PEOPLE_REGISTERS_KEYS } from "./peopleRegistersApi.ts";

type Values = MembershipChoiceValues &
  Omit<ReturnType<typeof emptyRegisterValues>, "password" | "confirmation"> & {
    guardian_name: string;
    guardian_cpf: string;
    guardian_consent: boolean;
    website: string;
  };

/** The body the API takes, from the form's values (empty optional fields left out). */
const bodyOf = (values: Values, settings: RegisterSettings) => {
  const { guardian_name, guardian_cpf, guardian_consent, website, address, gender, ...person } = values;
  const anyAddress = Object.values(address).some((value) => value.trim());
  const addressRequired = shownFields(settings).address;
  return {
    ...choiceBody(values),
    name: person.name,
    social_name: person.social_name || undefined,
    cpf: person.cpf,
    email: person.email,
    phone: person.phone,
    birthdate: person.birthdate,
    gender: gender || undefined,
    mother_name: person.mother_name || undefined,
    rg: person.rg || undefined,
    address:
      anyAddress || addressRequired ? { ...address, complement: address.complement || undefined } : undefined,
    accept_terms: person.accept_terms,
    guardian_name: guardian_name || undefined,
    guardian_cpf: guardian_cpf || undefined,
    guardian_consent,
    website,
  };
};

/** A retry of the same send (a dropped connection) must not make a second request: one key per form. */
const newIdempotencyKey = () => `open-${crypto.randomUUID()}`;

const RequestForm = ({
  offer,
  settings,
  onSent,
}: {
  offer: RegisterOffer[];
  settings: RegisterSettings;
  onSent: (answer: PublicMembershipAnswer) => void;
}) => {
  const { t } = useTranslation();
  const today = todayIso();
  const [key] = useState(newIdempotencyKey);
  const { password: _password, confirmation: _confirmation, ...person } = emptyRegisterValues();
  const form = useForm<Values>({
    initialValues: {
      ...emptyChoice(offer),
      ...person,
      guardian_name: "",
      guardian_cpf: "",
      guardian_consent: false,
      website: "",
    },
    validate: (values) => {
      const parsed = buildPublicMembershipSchema(settings, today).safeParse(bodyOf(values, settings));
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const send = useMutation({
    mutationFn: (values: Values) =>
      publicRegistersApi.requestMembership({
        body: bodyOf(values, settings) as never,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: onSent,
    onError: (error) => applyApiErrors({ error, setErrors: form.setErrors }),
  });
  const minor =
    /^\d{4}-\d{2}-\d{2}$/.test(form.values.birthdate) &&
    ageOn(form.values.birthdate, today) < GUARDIAN_REQUIRED_UNDER;
  const masked = (field: string, mask: "cpf" | "phone" | "cep") => maskedProps(form, field, mask);
  const text = (field: string, required: boolean, autoComplete?: string) =>
    textProps(form, field, required, autoComplete);
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack>
        <Fieldset legend={t("regpeople.choice")}>
          <MembershipChoiceFields
            form={form}
            offer={offer}
            birthdate={/^\d{4}-\d{2}-\d{2}$/.test(form.values.birthdate) ? form.values.birthdate : null}
            today={today}
          />
        </Fieldset>
        {/* On the page's own background (a tinted box left the link below the contrast of WCAG AA). */}
        <Paper withBorder p="sm" radius="md">
          <Text size="sm">
            {t("regpeople.existing_hint")}{" "}
            <Anchor component={Link} to="/login" size="sm">
              {t("regpeople.login")}
            </Anchor>
          </Text>
        </Paper>
        <PersonFields
          form={form}
          settings={settings}
          legend={t("regpeople.person")}
          cpfRequired
          birthdateRequired
        />
        {minor ? (
          <Fieldset legend={t("regpeople.guardian")}>
            <Stack>
              <Text size="sm">{t("regpeople.guardian_help")}</Text>
              <Grid>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <TextInput label={t("regpeople.guardian_name")} {...text("guardian_name", true)} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <MaskedInput
                    label={t("regpeople.guardian_cpf")}
                    required
                    {...masked("guardian_cpf", "cpf")}
                  />
                </Grid.Col>
              </Grid>
              <Checkbox
                label={t("regpeople.guardian_consent")}
                {...form.getInputProps("guardian_consent", { type: "checkbox" })}
              />
            </Stack>
          </Fieldset>
        ) : null}
        {/* A field people never see (off screen, out of the tab order): a robot filling it is refused. */}
        <div
          aria-hidden="true"
          style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
        >
          <TextInput
            label={t("regpeople.website")}
            tabIndex={-1}
            autoComplete="off"
            {...form.getInputProps("website")}
          />
        </div>
        <Checkbox
          label={t("register.accept_terms")}
          {...form.getInputProps("accept_terms", { type: "checkbox" })}
        />
        <Button type="submit" loading={send.isPending} size="md">
          {t("regpeople.submit")}
        </Button>
      </Stack>
    </form>
  );
};

/** What happens next, after the request was made. */
const Sent = ({ answer }: { answer: PublicMembershipAnswer }) => {
  const { t } = useTranslation();
  const email = answer.email_masked;
  return (
    <Paper withBorder p="lg" radius="md" role="status">
      <Stack>
        <Title order={2} size="h3">
          {t("regpeople.sent_title")}
        </Title>
        <Text>{t("regpeople.sent_text", { type: answer.registertype_name, plan: answer.plan_name })}</Text>
        <Text>{t("regpeople.next_review")}</Text>
        <Text>
          {!email
            ? t("regpeople.next_no_email")
            : answer.person === "created"
              ? t("regpeople.next_created", { email })
              : t("regpeople.next_linked", { email })}
        </Text>
        <Text>{t("regpeople.next_pay")}</Text>
        <Anchor component={Link} to="/login">
          {t("regpeople.login")}
        </Anchor>
      </Stack>
    </Paper>
  );
};

/**
 * /public/open/registers/requests/create: a membership request with no login. The types open to the
 * public with their open-page plans and styles (and the price for the person's age), the person's
 * data by the portal's registration rules (configs/register), a guardian for a minor; then what
 * happens next (review, the e-mail, how to log in).
 */
export const PublicMembershipRequestPage = () => {
  const { t } = useTranslation();
  const config = useRegisterConfig();
  const offer = useQuery({
    queryKey: PEOPLE_REGISTERS_KEYS.publicOffer,
    queryFn: () => publicRegistersApi.offer(),
  });
  const [answer, setAnswer] = useState<PublicMembershipAnswer | null>(null);
  const ready = config.data && offer.data;
  return (
    <Stack maw={760} mx="auto">
      <PageHeader title={t("titles.open_registers")} description={t("regpeople.open_description")} />
      {answer ? (
        <Sent answer={answer} />
      ) : (
        <QueryOverlay {...queryOverlayProps(offer.data ? config : offer)}>
          {ready && !offer.data!.length ? (
            <EmptyState title={t("regpeople.none_open_title")} description={t("regpeople.none_open_text")} />
          ) : ready ? (
            <RequestForm offer={offer.data!} settings={config.data!.register} onSent={setAnswer} />
          ) : null}
        </QueryOverlay>
      )}
    </Stack>
  );
};
