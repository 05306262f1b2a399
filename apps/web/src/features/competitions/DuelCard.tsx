import { Anchor, Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { DuelView } from "@quadra/shared/contracts/competitions";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { DUEL_STATUS_COLORS, duelStatusLabel } from "./competitionLabels.ts";

/** "2 × 1", with the shoot-out, the overtime and a W.O. beside it; empty before a result. */
export const useScoreText = () => {
  const { t } = useTranslation();
  return (duel: DuelView) => {
    if (duel.home_score === null || duel.away_score === null) return "";
    const parts = [`${duel.home_score} × ${duel.away_score}`];
    if (duel.shootout_home !== null && duel.shootout_away !== null) {
      parts.push(
        t("competitions.duel.shootout_short", { home: duel.shootout_home, away: duel.shootout_away }),
      );
    }
    if (duel.overtime) parts.push(t("competitions.duel.overtime_short"));
    if (duel.walkover) parts.push(t("competitions.duel.walkover_short"));
    return parts.join(" ");
  };
};

/** A set's points, "25-20, 23-25, 15-10". */
export const setsText = (duel: DuelView) =>
  duel.sets?.length ? duel.sets.map((set) => `${set.home}-${set.away}`).join(", ") : "";

const teamName = (team: DuelView["home"], fallback: string) => team?.name ?? fallback;

/** Phase, group, round and number of a duel, as one line. */
const useWhere = () => {
  const { t } = useTranslation();
  return (duel: DuelView) =>
    [
      duel.phase_name,
      duel.group_name,
      duel.round_name,
      duel.number ? t("competitions.duel.number", { number: duel.number }) : null,
    ]
      .filter(Boolean)
      .join(" · ");
};

export const DuelStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    // Never cut ("RESULTADO CO…"): beside a long line of a card, in a table's narrowed column, the
    // status is the word that must show whole (as CompetitionStatusBadge).
    <Badge
      variant="light"
      color={DUEL_STATUS_COLORS[status] ?? "gray"}
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {duelStatusLabel(t, status)}
    </Badge>
  );
};

/** One duel as a card (lists on a phone, the cockpit): where, who, the score, when and its status. */
export const DuelCard = ({ duel, to }: { duel: DuelView; to?: string }) => {
  const { t } = useTranslation();
  const score = useScoreText();
  const where = useWhere();
  const pending = t("competitions.duel.to_be_defined");
  const home = teamName(duel.home, pending);
  const away = teamName(duel.away, pending);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {where(duel)}
          </Text>
          <DuelStatusBadge status={duel.status} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ flex: 1 }}>
            {home}
          </Text>
          <Text fw={700} size="sm" ta="center">
            {score(duel) || "×"}
          </Text>
          <Text fw={600} size="sm" ta="right" style={{ flex: 1 }}>
            {away}
          </Text>
        </Group>
        {setsText(duel) ? (
          <Text size="xs" c="dimmed" ta="center">
            {setsText(duel)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {[
              duel.scheduled_at ? formatDateTime(duel.scheduled_at) : t("competitions.duel.no_date"),
              duel.place,
              duel.court,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {to ? (
            <Anchor
              component={Link}
              to={to}
              size="xs"
              aria-label={t("competitions.duel.open_named", { home, away })}
            >
              {t("competitions.duel.open")}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
};

/** Duels as table rows (a wider screen): number, date, teams and score, place, status and the sheet. */
export const DuelsTable = ({
  duels,
  label,
  link,
  showWhere = true,
}: {
  duels: readonly DuelView[];
  label: string;
  link?: (duel: DuelView) => string;
  showWhere?: boolean;
}) => {
  const { t } = useTranslation();
  const score = useScoreText();
  const where = useWhere();
  const pending = t("competitions.duel.to_be_defined");
  if (!duels.length) return <Text c="dimmed">{t("competitions.duel.none")}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {showWhere ? <Table.Th>{t("competitions.duel.where")}</Table.Th> : null}
            <Table.Th>{t("competitions.duel.when")}</Table.Th>
            <Table.Th ta="right">{t("competitions.duel.home")}</Table.Th>
            <Table.Th ta="center">{t("competitions.duel.score")}</Table.Th>
            <Table.Th>{t("competitions.duel.away")}</Table.Th>
            <Table.Th>{t("competitions.duel.place")}</Table.Th>
            <Table.Th>{t("competitions.duel.status")}</Table.Th>
            {link ? <Table.Th>{t("common.actions")}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {duels.map((duel) => {
            const home = teamName(duel.home, pending);
            const away = teamName(duel.away, pending);
            return (
              <Table.Tr key={duel.id}>
                {showWhere ? <Table.Td>{where(duel)}</Table.Td> : null}
                <Table.Td>{duel.scheduled_at ? formatDateTime(duel.scheduled_at) : ""}</Table.Td>
                <Table.Td ta="right">{home}</Table.Td>
                <Table.Td ta="center">
                  <Text size="sm" fw={700}>
                    {score(duel) || "×"}
                  </Text>
                  {setsText(duel) ? (
                    <Text size="xs" c="dimmed">
                      {setsText(duel)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{away}</Table.Td>
                <Table.Td>{[duel.place, duel.court].filter(Boolean).join(" · ")}</Table.Td>
                <Table.Td>
                  <DuelStatusBadge status={duel.status} />
                </Table.Td>
                {link ? (
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={link(duel)}
                      size="sm"
                      aria-label={t("competitions.duel.open_named", { home, away })}
                    >
                      {t("competitions.duel.open")}
                    </Anchor>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
