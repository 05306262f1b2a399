import { Anchor, Badge, Group, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { DocumentLack, RequiredDocumentStatus } from "@quadra/shared/contracts/discipline";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DISCIPLINE_KEYS, disciplineScreens, fetchCompetitionDocuments } from "./disciplineApi.ts";

const competitions = resourceClient("competitions");

const STATUS_COLORS: Record<DocumentLack["status"], string> = {
  missing: "red",
  rejected: "red",
  expired: "orange",
  pending: "yellow",
};

/** Where the lacking document is sent or reviewed: the person's documents, or the team's association's. */
const linkOf = (lack: DocumentLack) =>
  lack.subject === "team"
    ? lack.association_id
      ? disciplineScreens.associationDocuments(lack.association_id)
      : null
    : disciplineScreens.personDocuments(lack.id);

const RequiredDocument = ({ document }: { document: RequiredDocumentStatus }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={document.documenttype_name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              {document.documenttype_name}
            </Title>
            <Badge variant="light">{t(`discipline.documents.subjects.${document.subject}`)}</Badge>
            {document.blocks_sheet ? (
              <Badge color="red" variant="outline">
                {t("discipline.documents.blocks_sheet")}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t("discipline.documents.required_of", { count: document.required_of })} ·{" "}
            {t("discipline.documents.lacking", { count: document.lacking.length })}
          </Text>
        </Group>
        {document.lacking.length ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={document.documenttype_name}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("discipline.documents.who")}</Table.Th>
                  <Table.Th>{t("discipline.documents.team")}</Table.Th>
                  <Table.Th>{t("discipline.documents.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {document.lacking.map((lack) => {
                  const to = linkOf(lack);
                  return (
                    <Table.Tr key={`${lack.subject}-${lack.id}-${lack.team_id}`}>
                      <Table.Td>
                        {to ? (
                          <Anchor component={Link} to={to}>
                            {lack.name}
                          </Anchor>
                        ) : (
                          lack.name
                        )}
                      </Table.Td>
                      <Table.Td>{lack.team_name}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[lack.status]} variant="light">
                          {t(`discipline.documents.statuses.${lack.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="green.9">
            {t("discipline.documents.all_in_order")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * /competitions/documents: pick a competition (kept in the address), see the documents it requires
 * of teams, athletes and officials, and for each who still lacks it (the documents module's status:
 * not sent, awaiting review, expired, refused), with links to where each is sent or reviewed.
 */
export const CompetitionDocumentsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const competitionId = params.get("competition");
  const options = useQuery({
    queryKey: ["resource", "competitions", "options"],
    queryFn: () => competitions.options({}),
  });
  const query = useQuery({
    queryKey: DISCIPLINE_KEYS.documents(competitionId ?? ""),
    queryFn: () => fetchCompetitionDocuments(competitionId!),
    enabled: Boolean(competitionId),
  });
  const data = query.data;
  return (
    <Stack maw={1100}>
      <PageHeader
        title={t("discipline.documents.title")}
        description={t("discipline.documents.description")}
      />
      <Select
        label={t("discipline.documents.competition")}
        placeholder={t("discipline.documents.pick")}
        data={(options.data ?? []).map((option) => ({ value: option.id, label: option.title }))}
        value={competitionId}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value) next.set("competition", value);
          else next.delete("competition");
          setParams(next, { replace: true });
        }}
        searchable
        clearable
        maw={420}
      />
      {competitionId ? (
        <QueryOverlay {...queryOverlayProps(query)}>
          {data ? (
            <Stack>
              <Group>
                <Anchor component={Link} to={disciplineScreens.requiredDocuments(competitionId)} size="sm">
                  {t("discipline.documents.manage")}
                </Anchor>
              </Group>
              {data.documents.length ? (
                data.documents.map((document) => <RequiredDocument key={document.id} document={document} />)
              ) : (
                <Text c="dimmed">{t("discipline.documents.none")}</Text>
              )}
            </Stack>
          ) : null}
        </QueryOverlay>
      ) : null}
    </Stack>
  );
};
