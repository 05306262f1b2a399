import { Alert, Select, Stack, Text, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ageOn } from "@quadra/shared";
import { priceForAge, type RegisterOffer } from "@quadra/shared/contracts/publicRegisters";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../resources/formatValue.ts";

/** The choice fields of a membership request, on the open page and in the person's area alike. */
export type MembershipChoiceValues = {
  registertype_id: string;
  registermembershipplan_id: string;
  registermembershipstyle_id: string;
  notes: string;
};

export const emptyChoice = (offer: readonly RegisterOffer[]): MembershipChoiceValues => {
  const [only] = offer.length === 1 ? offer : [];
  return {
    registertype_id: only?.id ?? "",
    registermembershipplan_id: only?.plans.length === 1 ? only.plans[0]!.id : "",
    registermembershipstyle_id: "",
    notes: "",
  };
};

/** The amount the request will cost: the plan's plus the style's price for the person's age today. */
export const choiceTotal = (
  offer: readonly RegisterOffer[],
  values: MembershipChoiceValues,
  birthdate: string | null,
  today: string,
) => {
  const type = offer.find((candidate) => candidate.id === values.registertype_id);
  const plan = type?.plans.find((candidate) => candidate.id === values.registermembershipplan_id);
  const style = type?.styles.find((candidate) => candidate.id === values.registermembershipstyle_id);
  const age = birthdate ? ageOn(birthdate, today) : null;
  const price = style ? priceForAge(style.prices, age, today) : null;
  return { type, plan, style, price, total: plan ? plan.amount_cents + (price?.amount_cents ?? 0) : null };
};

/**
 * Type, plan and (optional) style of a membership request, with the price that applies: the plan's
 * amount plus the style's band for the person's age (priceForAge, the rule the server shares).
 */
export const MembershipChoiceFields = <V extends MembershipChoiceValues>({
  form,
  offer,
  birthdate,
  today,
}: {
  form: UseFormReturnType<V>;
  offer: readonly RegisterOffer[];
  birthdate: string | null;
  today: string;
}) => {
  const { t } = useTranslation();
  const values = form.values as MembershipChoiceValues;
  const { type, style, price, total } = choiceTotal(offer, values, birthdate, today);
  const set = (field: keyof MembershipChoiceValues, value: string) =>
    form.setFieldValue(field as never, value as never);
  return (
    <Stack>
      <Select
        label={t("regpeople.type")}
        required
        data={offer.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        {...form.getInputProps("registertype_id")}
        onChange={(value) => {
          const next = offer.find((candidate) => candidate.id === value);
          set("registertype_id", value ?? "");
          set("registermembershipplan_id", next?.plans.length === 1 ? next.plans[0]!.id : "");
          set("registermembershipstyle_id", "");
        }}
      />
      {type?.description ? <Text size="sm">{type.description}</Text> : null}
      {type?.parq_required ? <Alert color="yellow">{t("regpeople.parq_required")}</Alert> : null}
      {type ? (
        <Select
          label={t("regpeople.plan")}
          required
          data={type.plans.map((plan) => ({
            value: plan.id,
            label: t("regpeople.plan_option", { name: plan.name, amount: formatMoney(plan.amount_cents) }),
          }))}
          {...form.getInputProps("registermembershipplan_id")}
        />
      ) : null}
      {type?.styles.length ? (
        <Select
          label={t("regpeople.style")}
          clearable
          placeholder={t("regpeople.style_none")}
          data={type.styles.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          {...form.getInputProps("registermembershipstyle_id")}
          onChange={(value) => set("registermembershipstyle_id", value ?? "")}
        />
      ) : null}
      {style ? (
        <Text size="sm" c="dimmed">
          {!birthdate &&
          style.prices.some((candidate) => candidate.age_min !== null || candidate.age_max !== null)
            ? t("regpeople.price_needs_birthdate")
            : price
              ? t("regpeople.price_for_age", { amount: formatMoney(price.amount_cents), band: price.name })
              : t("regpeople.price_none")}
        </Text>
      ) : null}
      {total !== null ? <Text fw={600}>{t("regpeople.total", { amount: formatMoney(total) })}</Text> : null}
      <Textarea label={t("regpeople.notes")} maxLength={1_500} rows={3} {...form.getInputProps("notes")} />
    </Stack>
  );
};

/** The body of the choice as the API takes it. */
export const choiceBody = (values: MembershipChoiceValues) => ({
  registertype_id: values.registertype_id,
  registermembershipplan_id: values.registermembershipplan_id,
  registermembershipstyle_id: values.registermembershipstyle_id || null,
  notes: values.notes.trim() || undefined,
});
