import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { AssociationRegisterSettings } from "@quadra/shared";
import { IDENTITY_FIELDS } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationSchoolsSection } from "../schools/AssociationSchoolsSection.tsx";
import { AssociationFields } from "./AssociationFields.tsx";
import {
  ASSOCIATION_FORM_FIELDS,
  type AssociationValues,
  associationValues,
  identityLocked,
  requiredAssociationFields,
  validateAssociation,
} from "./associationForm.ts";
import {
  ASSOCIATIONS_KEY,
  type Association,
  fetchManaged,
  updateManaged,
  useRegisterRules,
} from "./associationsApi.ts";
import { ManagerLinks } from "./ManagerLinks.tsx";
import { roleLabel } from "./roleLabel.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** The query of one association the person manages (404 when they do not manage it). */
export const useManagedAssociation = (id: string) =>
  useQuery({
    queryKey: [ASSOCIATIONS_KEY, "managed", id],
    queryFn: ({ signal }) => fetchManaged(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

/** Where the association stands with the federation, and what the manager can do about it. */
const StatusNotice = ({ association }: { association: Association }) => {
  const { t } = useTranslation();
  if (association.status === "pending")
    return (
      <Alert color="yellow" title={t("associations.manage.pending_title")}>
        {t("associations.manage.pending_text")}
      </Alert>
    );
  if (association.status === "rejected")
    return (
      <Alert color="red" title={t("associations.manage.rejected_title")} role="alert">
        <Stack gap={4}>
          <Text size="sm">
            {t("associations.manage.reason")}: {association.review_reason ?? "—"}
          </Text>
          <Text size="sm">{t("associations.manage.rejected_text")}</Text>
        </Stack>
      </Alert>
    );
  if (association.status === "suspended")
    return (
      <Alert color="gray" title={t("associations.manage.suspended_title")}>
        {association.review_reason ?? t("associations.manage.suspended_text")}
      </Alert>
    );
  return null;
};

const EditForm = ({
  association,
  rules,
}: {
  association: Association;
  rules: AssociationRegisterSettings;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AssociationValues>(() => associationValues(association));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const locked = identityLocked(association) ? IDENTITY_FIELDS : [];
  const fields = ASSOCIATION_FORM_FIELDS.filter((field) => !(locked as readonly string[]).includes(field));
  const required = requiredAssociationFields(rules);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => updateManaged(association.id, body, association.version),
    onSuccess: async (saved) => {
      notifySuccess({
        message: t(
          saved.status === "pending" && association.status === "rejected"
            ? "associations.manage.resent"
            : "associations.manage.saved",
        ),
      });
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY] });
    },
    onError: (error) => {
      // A 409 without field errors: someone saved it meanwhile; offer to reload, never overwrite.
      if (isApiError(error) && error.status === 409 && !Object.keys(error.errors).length) setStale(true);
      applyApiErrors({ error, setErrors });
    },
  });
  const submit = () => {
    const { body, errors: found } = validateAssociation({
      values,
      required,
      // The edit goes through the resource's own CNPJ check, which verifies the digits.
      checkDigits: true,
      fields,
    });
    setErrors(found);
    if (body) save.mutate(body);
  };
  return (
    <form
      noValidate
      aria-label={t("associations.manage.edit_title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        {stale ? (
          <Alert color="orange" title={t("associations.manage.stale_title")} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("associations.manage.stale_text")}</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => {
                  setStale(false);
                  void queryClient.resetQueries({ queryKey: [ASSOCIATIONS_KEY, "managed", association.id] });
                }}
              >
                {t("associations.manage.reload")}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <AssociationFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
          required={required}
          locked={locked}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t(
              association.status === "rejected"
                ? "associations.manage.save_resend"
                : "associations.manage.save",
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * /my/associations/show/:id: an association the person manages: where it stands (with the
 * federation's reason when refused), its data to correct (name and CNPJ only until approved) and the
 * way to its athletes, link code and shield.
 */
export const ManagedAssociationPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const association = useManagedAssociation(id);
  const config = useRegisterRules();
  const data = association.data;
  return (
    <Stack maw={900} mx="auto" w="100%">
      <PageHeader
        title={data?.name ?? t("associations.manage.title")}
        description={t("associations.manage.description")}
        actions={
          data ? (
            <Group gap="xs">
              <StatusBadge status={data.status} of="association" />
              <Badge variant="outline" color="gray">
                {roleLabel(data.my_role, i18n.language)}
              </Badge>
            </Group>
          ) : null
        }
      />
      <QueryOverlay {...queryOverlayProps(data ? config : association)}>
        {data && config.data ? (
          <Stack>
            <StatusNotice association={data} />
            <ManagerLinks id={data.id} current="show" />
            <EditForm
              // A reloaded record (after a save or a 409) starts a fresh form with its values.
              key={`${data.id}:${data.version}`}
              association={data}
              rules={config.data.register_associations}
            />
            <AssociationSchoolsSection associationId={data.id} />
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
