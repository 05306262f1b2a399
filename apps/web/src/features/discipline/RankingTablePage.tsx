import { Anchor, Badge, Group, List, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { RankingTable } from "@quadra/shared/contracts/discipline";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DISCIPLINE_KEYS, disciplineScreens, fetchRanking } from "./disciplineApi.ts";

const rankings = resourceClient("rankings");
const points = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2).replace(".", ",");

/** One sentence on who is ahead: the leader's total and gap to the second, or the tie. */
const Lead = ({ table }: { table: RankingTable }) => {
  const { t } = useTranslation();
  const [first, second] = table.entries;
  if (!first) return null;
  if (!second) return null;
  return (
    <Text fw={500}>
      {first.total === second.total
        ? t("discipline.ranking.tied", {
            name: first.name,
            next: second.name,
            total: points(first.total),
            count: first.total,
          })
        : t("discipline.ranking.ahead", {
            name: first.name,
            next: second.name,
            total: points(first.total),
            count: first.total,
            gap: points(first.total - second.total),
          })}
    </Text>
  );
};

const RankingBody = ({ table }: { table: RankingTable }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={t("discipline.ranking.competitions")}
      >
        <Title order={2} size="h5" mb="xs">
          {t("discipline.ranking.competitions")}
        </Title>
        {table.competitions.length ? (
          <List spacing={4} size="sm">
            {table.competitions.map((competition) => (
              <List.Item key={competition.id}>
                <Group gap="xs">
                  <Anchor component={Link} to={disciplineScreens.scores(competition.id)}>
                    {competition.name}
                  </Anchor>
                  {competition.finished ? null : (
                    <Badge color="gray" variant="light">
                      {t("discipline.ranking.not_finished")}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {competition.scored_places
                      ? t("discipline.ranking.scored", { count: competition.scored_places })
                      : t("discipline.ranking.no_scores")}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed" size="sm">
            {t("discipline.ranking.no_competitions")}
          </Text>
        )}
      </Paper>
      <Lead table={table} />
      {table.entries.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={table.name}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t("discipline.ranking.position")}</Table.Th>
                <Table.Th>{t("discipline.ranking.entrant")}</Table.Th>
                <Table.Th w={90}>{t("discipline.ranking.total")}</Table.Th>
                <Table.Th>{t("discipline.ranking.why")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.entries.map((entry) => (
                <Table.Tr key={entry.entrant_id}>
                  <Table.Td fw={700}>{entry.position}</Table.Td>
                  <Table.Td>{entry.name}</Table.Td>
                  <Table.Td fw={700}>{points(entry.total)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {entry.contributions.map((contribution) => (
                        <Text size="sm" key={contribution.competition_id}>
                          {t("discipline.ranking.contribution", {
                            competition: contribution.competition_name,
                            place: contribution.place,
                            points: points(contribution.points),
                            count: contribution.points,
                          })}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed">{t("discipline.ranking.empty")}</Text>
      )}
    </Stack>
  );
};

/**
 * /rankings/table/:id?: a ranking's table — the points per final place of each finished
 * competition that names it, summed per entrant, each total with the competitions and places that
 * make it, and who leads by how much. Without `:id`, the ranking is chosen first.
 */
export const RankingTablePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const options = useQuery({
    queryKey: ["resource", "rankings", "options"],
    queryFn: () => rankings.options({}),
  });
  const query = useQuery({
    queryKey: DISCIPLINE_KEYS.ranking(id ?? ""),
    queryFn: () => fetchRanking(id!),
    enabled: Boolean(id),
  });
  const table = query.data;
  return (
    <Stack maw={1100}>
      <PageHeader
        title={table ? `${table.name} · ${table.season}` : t("discipline.ranking.title")}
        description={t("discipline.ranking.description")}
      />
      <Select
        label={t("discipline.ranking.title")}
        placeholder={t("discipline.ranking.pick")}
        data={(options.data ?? []).map((option) => ({ value: option.id, label: option.title }))}
        value={id ?? null}
        onChange={(value) => navigate(disciplineScreens.ranking(value ?? undefined), { replace: true })}
        searchable
        maw={420}
      />
      {id ? (
        <QueryOverlay {...queryOverlayProps(query)}>
          {table ? <RankingBody table={table} /> : null}
        </QueryOverlay>
      ) : null}
    </Stack>
  );
};
