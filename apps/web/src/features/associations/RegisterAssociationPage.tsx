import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import type { AssociationRegisterSettings } from "@quadra/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationFields } from "./AssociationFields.tsx";
import {
  type AssociationValues,
  emptyAssociationValues,
  requiredAssociationFields,
  validateAssociation,
} from "./associationForm.ts";
import { ASSOCIATIONS_KEY, registerAssociation, useRegisterRules } from "./associationsApi.ts";
import { roleOptions } from "./roleLabel.ts";

const RegisterForm = ({ rules }: { rules: AssociationRegisterSettings }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AssociationValues>(emptyAssociationValues);
  const [role, setRole] = useState<string | null>("president");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const required = requiredAssociationFields(rules);
  const send = useMutation({
    mutationFn: registerAssociation,
    onSuccess: async (created) => {
      notifySuccess({ message: t("associations.register.sent") });
      await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY] });
      navigate(`/my/associations/show/${created.id}`);
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  const submit = () => {
    const { body, errors: found } = validateAssociation({ values, required, checkDigits: rules.cnpj_check });
    if (!role) found.role = t("associations.claim.choose_role");
    setErrors(found);
    if (body && role) send.mutate({ ...body, role });
  };
  return (
    <form
      noValidate
      aria-label={t("associations.register.title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("associations.form.required_note")}
        </Text>
        <AssociationFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
          required={required}
        />
        <Select
          label={t("associations.claim.role")}
          data={roleOptions(i18n.language)}
          value={role}
          onChange={setRole}
          error={errors.role}
          required
          allowDeselect={false}
          maw={360}
        />
        {Object.keys(errors).length ? (
          <Text c="red" size="sm" role="alert">
            {t("associations.form.fix_errors")}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button component={Link} to="/my/associations" variant="default">
            {t("associations.form.back")}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t("associations.register.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * /my/register_associations: a person registers a new association under the tenant's rules; it waits
 * for the federation's approval and the person manages it from then on. Closed: only the notice.
 */
export const RegisterAssociationPage = () => {
  const { t } = useTranslation();
  const config = useRegisterRules();
  const rules = config.data?.register_associations;
  return (
    <Stack maw={900} mx="auto" w="100%">
      <PageHeader
        title={t("associations.register.title")}
        description={t("associations.register.description")}
      />
      <QueryOverlay {...queryOverlayProps(config)}>
        {rules && !rules.open ? (
          <Alert color="yellow" title={t("associations.register.closed_title")} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("associations.register.closed_text")}</Text>
              <Button component={Link} to="/my/associations" size="xs" variant="light">
                {t("associations.register.claim_instead")}
              </Button>
            </Stack>
          </Alert>
        ) : rules ? (
          <RegisterForm rules={rules} />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
