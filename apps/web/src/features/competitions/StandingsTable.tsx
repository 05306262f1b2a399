import { Box, ColorSwatch, Group, List, Stack, Table, Text, Tooltip } from "@mantine/core";
import type { StandingRowView, StandingZone } from "@quadra/shared/contracts/competitions";
import type { RegulationScoring } from "@quadra/shared/resources/catalog/competitionRules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StickyLeadColumns } from "../../ui/StickyLeadColumns.tsx";

type Column = { key: string; abbr: string; title: string; value: (row: StandingRowView) => string | number };

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The numeric columns: goals for, against and difference, or sets won and lost for a sets regulation. */
const useColumns = (sets: boolean): Column[] => {
  const { t } = useTranslation();
  const column = (key: string, value: Column["value"]): Column => ({
    key,
    abbr: t(`competitions.standings.abbr.${key}`),
    title: t(`competitions.standings.column.${key}`),
    value,
  });
  const common = [column("played", (row) => row.played), column("wins", (row) => row.wins)];
  if (sets) {
    return [
      ...common,
      column("losses", (row) => row.losses),
      column("sets_won", (row) => row.sets_won),
      column("sets_lost", (row) => row.sets_lost),
      column("sets_difference", (row) => signed(row.sets_won - row.sets_lost)),
    ];
  }
  return [
    ...common,
    column("draws", (row) => row.draws),
    column("losses", (row) => row.losses),
    column("score_for", (row) => row.score_for),
    column("score_against", (row) => row.score_against),
    column("score_difference", (row) => signed(row.score_difference)),
  ];
};

/** The zones the table shows, once each, in the order they first appear (its legend). */
const zonesOf = (rows: readonly StandingRowView[]) => {
  const zones = new Map<string, StandingZone>();
  for (const row of rows) if (row.zone && !zones.has(row.zone.label)) zones.set(row.zone.label, row.zone);
  return [...zones.values()];
};

/**
 * Why a row is ahead of the next: the server's sentence when they are level on points (the
 * engine's criterion and values), otherwise the points themselves, or that nothing separated them.
 */
const useWhyAhead = () => {
  const { t } = useTranslation();
  return (row: StandingRowView, next: StandingRowView | undefined) => {
    if (!next) return null;
    if (row.explanation) return row.explanation;
    if (row.shared && next.position === row.position) {
      return t("competitions.standings.why_shared", { team: next.team.name });
    }
    if (row.points > next.points) {
      return t("competitions.standings.why_points", {
        team: next.team.name,
        upper: row.points,
        lower: next.points,
      });
    }
    return null;
  };
};

/**
 * A group's (or a league's) table: position with the zone's colour bar, team, points and the
 * results columns (sets columns for a sets regulation), the deductions with their reasons, and
 * under each team why it is ahead of the next one, a line that wraps on a phone. On a phone the
 * position and the team stay in view while the numbers scroll under them (StickyLeadColumns), on
 * every screen that shows a table: the staff's and the public ones.
 */
export const StandingsTable = ({
  rows,
  label,
  scoring,
  teamLink,
}: {
  rows: readonly StandingRowView[];
  /** The table's accessible name (the group's name). */
  label: string;
  /** How the phase's regulation scores (the standings say it): a sets table shows sets won and lost. */
  scoring: RegulationScoring;
  teamLink?: (team: StandingRowView["team"]) => string;
}) => {
  const { t } = useTranslation();
  const sets = scoring === "sets";
  const columns = useColumns(sets);
  const whyAhead = useWhyAhead();
  const zones = zonesOf(rows);
  const deducted = rows.filter((row) => row.deductions > 0);
  if (!rows.length) return <Text c="dimmed">{t("competitions.standings.empty")}</Text>;
  return (
    <Stack gap="xs">
      <StickyLeadColumns count={2}>
        <Table.ScrollContainer minWidth={sets ? 560 : 620}>
          <Table striped highlightOnHover aria-label={label} verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>
                  <abbr title={t("competitions.standings.column.position")}>
                    {t("competitions.standings.abbr.position")}
                  </abbr>
                </Table.Th>
                <Table.Th>{t("competitions.standings.column.team")}</Table.Th>
                <Table.Th ta="right">
                  <abbr title={t("competitions.standings.column.points")}>
                    {t("competitions.standings.abbr.points")}
                  </abbr>
                </Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta="right">
                    <abbr title={column.title}>{column.abbr}</abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const why = whyAhead(row, rows[index + 1]);
                return (
                  <Table.Tr key={row.team.id}>
                    <Table.Td
                      style={{
                        borderLeft: `6px solid ${row.zone?.color ?? "transparent"}`,
                      }}
                      title={row.zone?.label}
                    >
                      <Text fw={700} size="sm">
                        {row.position}
                        {row.shared ? "=" : ""}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        {teamLink ? (
                          <Text component={Link} to={teamLink(row.team)} size="sm" fw={600} c="inherit">
                            {row.team.name}
                          </Text>
                        ) : (
                          <Text size="sm" fw={600}>
                            {row.team.name}
                          </Text>
                        )}
                        {why ? (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: "normal" }}>
                            {why}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Text fw={700} size="sm">
                          {row.points}
                        </Text>
                        {row.deductions > 0 ? (
                          <Tooltip
                            multiline
                            w={260}
                            label={t("competitions.standings.deduction_tooltip", {
                              count: row.deductions,
                              reasons: row.deduction_reasons.join("; "),
                            })}
                          >
                            <Text
                              size="xs"
                              c="red"
                              tabIndex={0}
                              aria-label={t("competitions.standings.deduction_tooltip", {
                                count: row.deductions,
                                reasons: row.deduction_reasons.join("; "),
                              })}
                            >
                              −{row.deductions}*
                            </Text>
                          </Tooltip>
                        ) : null}
                      </Group>
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta="right">
                        {column.value(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </StickyLeadColumns>
      {zones.length ? (
        <Group gap="md" aria-label={t("competitions.standings.legend")} role="list">
          {zones.map((zone) => (
            <Group key={zone.label} gap={6} role="listitem" wrap="nowrap">
              <ColorSwatch color={zone.color} size={14} aria-hidden />
              <Text size="xs">{zone.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      {deducted.length ? (
        <Box>
          <Text size="xs" fw={600}>
            {t("competitions.standings.deductions_title")}
          </Text>
          <List size="xs">
            {deducted.map((row) => (
              <List.Item key={row.team.id}>
                {t("competitions.standings.deduction_note", {
                  team: row.team.name,
                  count: row.deductions,
                  reasons: row.deduction_reasons.join("; "),
                })}
              </List.Item>
            ))}
          </List>
        </Box>
      ) : null}
    </Stack>
  );
};
