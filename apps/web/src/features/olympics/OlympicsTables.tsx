import { Badge, Group, Stack, Table, Text, Title } from "@mantine/core";
import type {
  OlympicsEventResult,
  OlympicsMedal,
  OlympicsMedalRow,
  OlympicsPointsRow,
} from "@quadra/shared/contracts/olympics";
import { useTranslation } from "react-i18next";

const MEDAL_COLORS: Record<OlympicsMedal, string> = { gold: "yellow", silver: "gray", bronze: "orange" };

/** Points as a pt-BR table writes them: whole, or with up to two decimals ("5,5"). */
export const usePointsText = () => {
  const { i18n } = useTranslation();
  return (points: number) => points.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
};

export const MedalBadge = ({ medal }: { medal: OlympicsMedal }) => {
  const { t } = useTranslation();
  return (
    // Never cut ("BRO…") in the narrowed medal column of a phone: the table scrolls instead.
    <Badge color={MEDAL_COLORS[medal]} variant="light" style={{ flexShrink: 0, minWidth: "max-content" }}>
      {t(`olympics.medals.${medal}`)}
    </Badge>
  );
};

type DelegationRow = { position: number; delegation: { id: string; name: string } };
/** A number column of a delegations' table: its heading key and its cell, in bold when it ranks. */
type NumberColumn<R> = { key: string; value: (row: R) => string | number; ranks?: boolean };

/** A table of delegations, positions shared by equal rows, then the given number columns. */
const DelegationsTable = <R extends DelegationRow>({
  rows,
  label,
  columns,
}: {
  rows: R[];
  label: string;
  columns: NumberColumn<R>[];
}) => {
  const { t } = useTranslation();
  if (!rows.length) return <Text c="dimmed">{t("olympics.medals.empty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t("olympics.medals.position")}</Table.Th>
            <Table.Th>{t("olympics.medals.delegation")}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} ta="right">
                {t(`olympics.medals.${column.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.delegation.id}>
              <Table.Td fw={700}>{row.position}º</Table.Td>
              <Table.Td>{row.delegation.name}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key} ta="right" fw={column.ranks ? 700 : undefined}>
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const MEDAL_COLUMNS = [
  { key: "gold", value: (row: OlympicsMedalRow | OlympicsPointsRow) => row.gold },
  { key: "silver", value: (row: OlympicsMedalRow | OlympicsPointsRow) => row.silver },
  { key: "bronze", value: (row: OlympicsMedalRow | OlympicsPointsRow) => row.bronze },
];

/** The medal table: by golds, then silvers, then bronzes, positions shared by equal rows. */
export const MedalTable = ({ rows }: { rows: OlympicsMedalRow[] }) => {
  const { t } = useTranslation();
  return (
    <DelegationsTable
      rows={rows}
      label={t("olympics.medals.title")}
      columns={[...MEDAL_COLUMNS, { key: "total", value: (row) => row.total, ranks: true }]}
    />
  );
};

/** The points table: by points, then golds, silvers and bronzes. */
export const PointsTable = ({ rows }: { rows: OlympicsPointsRow[] }) => {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  return (
    <DelegationsTable
      rows={rows}
      label={t("olympics.medals.points_title")}
      columns={[{ key: "points", value: (row) => pointsText(row.points), ranks: true }, ...MEDAL_COLUMNS]}
    />
  );
};

/** Each event's final places with the delegation, the medal and the points; "waiting" until decided. */
export const EventResults = ({ events }: { events: OlympicsEventResult[] }) => {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  if (!events.length) return <Text c="dimmed">{t("olympics.results.events_empty")}</Text>;
  return (
    <Stack gap="lg">
      {events.map((result) => (
        <Stack
          key={result.competition?.id ?? result.event.id}
          gap={4}
          component="section"
          aria-label={result.event.name}
        >
          <Group gap="xs">
            <Title order={3} size="h5">
              {result.event.name}
            </Title>
            {result.decided ? null : (
              <Badge color="gray" variant="outline">
                {t("olympics.results.pending")}
              </Badge>
            )}
          </Group>
          {result.decided && result.placings.length ? (
            <Table.ScrollContainer minWidth={420}>
              <Table striped aria-label={result.event.name}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>{t("olympics.medals.place")}</Table.Th>
                    <Table.Th>{t("olympics.medals.participant")}</Table.Th>
                    <Table.Th>{t("olympics.medals.delegation")}</Table.Th>
                    <Table.Th>{t("olympics.medals.medal")}</Table.Th>
                    <Table.Th ta="right">{t("olympics.medals.points")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.placings.map((placing) => (
                    <Table.Tr key={placing.participant.id}>
                      <Table.Td fw={700}>{placing.place}º</Table.Td>
                      <Table.Td>{placing.participant.name}</Table.Td>
                      <Table.Td>{placing.delegation?.name ?? t("olympics.results.no_delegation")}</Table.Td>
                      <Table.Td>{placing.medal ? <MedalBadge medal={placing.medal} /> : null}</Table.Td>
                      <Table.Td ta="right">{pointsText(placing.points)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
};
