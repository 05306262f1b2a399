import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { AFFILIATION_TOKEN_MAX } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ASSOCIATIONS_KEY, fetchMyAffiliations, joinWithToken } from "./associationsApi.ts";
import { StatusBadge } from "./StatusBadge.tsx";

const dateOf = (value: string | null, language: string) =>
  value ? new Date(`${value}T12:00:00`).toLocaleDateString(language) : "";

/** "Tenho um código de entidade": the athlete types the code the association gave them. */
const JoinForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: joinWithToken,
    onSuccess: async (affiliation) => {
      notifySuccess({ message: t("associations.join.sent", { name: affiliation.association_name }) });
      setToken("");
      await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY, "affiliations"] });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.errors.token) setError(failure.errors.token);
    },
  });
  return (
    <Group
      component="form"
      align="flex-start"
      gap="xs"
      aria-label={t("associations.join.title")}
      onSubmit={(event) => {
        event.preventDefault();
        const code = token.trim();
        if (code.length < 4) {
          setError(t("associations.join.required"));
          return;
        }
        setError(null);
        join.mutate(code);
      }}
    >
      <TextInput
        label={t("associations.join.code")}
        description={t("associations.join.help")}
        value={token}
        onChange={(event) => {
          setToken(event.currentTarget.value.toUpperCase());
          setError(null);
        }}
        error={error}
        maxLength={AFFILIATION_TOKEN_MAX}
        autoComplete="off"
        autoCapitalize="characters"
        style={{ flex: "1 1 220px" }}
      />
      <Button type="submit" loading={join.isPending} mt={{ base: 0, xs: 46 }}>
        {t("associations.join.submit")}
      </Button>
    </Group>
  );
};

/**
 * The athlete's side of /my/associations: joining an association with its link code and the
 * person's affiliations with where each stands (waiting for the association, active, ended).
 */
export const MyAffiliationsSection = () => {
  const { t, i18n } = useTranslation();
  const affiliations = useQuery({
    queryKey: [ASSOCIATIONS_KEY, "affiliations"],
    queryFn: ({ signal }) => fetchMyAffiliations(signal),
  });
  const headers = t("associations.join.columns", { returnObjects: true }) as string[];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-affiliations-title">
      <Stack>
        <Title order={2} size="h4" id="my-affiliations-title">
          {t("associations.join.title")}
        </Title>
        <JoinForm />
        {affiliations.data?.length ? (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={t("associations.join.list")}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {affiliations.data.map((affiliation) => (
                  <Table.Tr key={affiliation.id}>
                    <Table.Td>{affiliation.association_name}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={affiliation.status} of="affiliation" />
                    </Table.Td>
                    <Table.Td>
                      {affiliation.status === "inactive"
                        ? t("associations.join.until", { date: dateOf(affiliation.until, i18n.language) })
                        : dateOf(affiliation.since, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : affiliations.data ? (
          <Text size="sm" c="dimmed">
            {t("associations.join.none")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
