import { Button, Radio, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { CLAIM_MESSAGE_MAX } from "@quadra/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { myAssociationsApi } from "../../platform/api/operations/myAssociations.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { UploadField } from "../../ui/forms/UploadField.tsx";
import { roleOptions } from "./roleLabel.ts";

/**
 * "Pedir gestão de uma entidade": find an approved association by name, short name or CNPJ, say
 * one's role, attach proof (ata de eleição, procuração) and a message; the federation decides.
 */
export const ClaimForm = ({ onSent }: { onSent: () => void }) => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [associationId, setAssociationId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>("president");
  const [file, setFile] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = useQuery({
    queryKey: ["associations", "search", q],
    queryFn: () => myAssociationsApi.search({ query: { q } }),
    enabled: q.length >= 3,
  });
  const send = useMutation({
    mutationFn: () =>
      myAssociationsApi.claim({
        body: {
          association_id: associationId ?? "",
          role: role ?? "",
          file,
          message: message.trim() || null,
        },
      }),
    onSuccess: () => {
      notifySuccess({ message: t("associations.claim.sent") });
      onSent();
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  const submit = () => {
    const missing: Record<string, string> = {};
    if (!associationId) missing.association_id = t("associations.claim.choose_association");
    if (!role) missing.role = t("associations.claim.choose_role");
    setErrors(missing);
    if (!Object.keys(missing).length) send.mutate();
  };

  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={t("associations.claim.title")}
    >
      <TextInput
        label={t("associations.claim.search")}
        description={t("associations.claim.search_help")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {q.length >= 3 && found.data ? (
        found.data.length ? (
          <Radio.Group
            label={t("associations.claim.association")}
            value={associationId}
            onChange={setAssociationId}
            error={errors.association_id}
            required
          >
            <Stack gap="xs" mt="xs">
              {found.data.map((association) => (
                <Radio
                  key={association.id}
                  value={association.id}
                  label={[association.name, association.short_name, association.cnpj]
                    .filter(Boolean)
                    .join(" · ")}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text c="dimmed" size="sm">
            {t("associations.claim.none_found")}
          </Text>
        )
      ) : errors.association_id ? (
        <Text c="red" size="sm" role="alert">
          {errors.association_id}
        </Text>
      ) : null}
      <Select
        label={t("associations.claim.role")}
        data={roleOptions(i18n.language)}
        value={role}
        onChange={setRole}
        error={errors.role}
        required
        allowDeselect={false}
      />
      <UploadField
        label={t("associations.claim.file")}
        description={t("associations.claim.file_help")}
        accept="application/pdf,image/*"
        value={file}
        onChange={setFile}
        error={errors.file}
      />
      <Textarea
        label={t("associations.claim.message")}
        rows={2}
        maxLength={CLAIM_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={errors.message}
      />
      <Button type="submit" loading={send.isPending} w="fit-content">
        {t("associations.claim.submit")}
      </Button>
    </Stack>
  );
};
