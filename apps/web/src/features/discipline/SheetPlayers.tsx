import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import type { SheetRosterPlayer, SheetRosterSide } from "@quadra/shared/contracts/discipline";
import { duellineups } from "@quadra/shared/resources/catalog/competitionPeople";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DISCIPLINE_KEYS, disciplineScreens, fetchRoster } from "./disciplineApi.ts";

// The definition itself, not the registry: the duel sheet loads without the whole catalog.
const lineups = resourceClient(duellineups);
const LIMITS: ResourceDef["fields"] = duellineups.fields;
const maxOf = (key: string, fallback: number) => {
  const field = LIMITS[key] as { max?: number } | undefined;
  return field?.max ?? fallback;
};

type Line = {
  number: number | null;
  starter: boolean;
  yellow_cards: number;
  red_card: boolean;
  goals: number;
};

const lineOf = (player: SheetRosterPlayer): Line =>
  player.lineup
    ? {
        number: player.lineup.number,
        starter: player.lineup.starter,
        yellow_cards: player.lineup.yellow_cards,
        red_card: player.lineup.red_card,
        goals: player.lineup.goals,
      }
    : { number: player.number, starter: true, yellow_cards: 0, red_card: false, goals: 0 };

/** One roster player's row: put on the sheet, or their line (number, starter, cards, goals) saved or removed. */
const PlayerRow = ({
  duelId,
  teamId,
  player,
  editable,
  onChanged,
}: {
  duelId: string;
  teamId: string;
  player: SheetRosterPlayer;
  editable: boolean;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [line, setLine] = useState<Line>(() => lineOf(player));
  const [error, setError] = useState<string | null>(null);
  const onSheet = Boolean(player.lineup);
  const blocked = !onSheet && !player.eligible;
  const disabled = !editable || blocked;
  const reasonId = `reason-${teamId}-${player.user_id}`;
  const fail = (failure: unknown) =>
    setError(
      isApiError(failure)
        ? (failure.errors.user_id ?? Object.values(failure.errors)[0] ?? failure.message)
        : String(failure),
    );
  const write = useMutation({
    mutationFn: async (action: "add" | "save" | "remove") => {
      if (action === "add")
        return lineups.create({ team_id: teamId, user_id: player.user_id, ...line }, { parentId: duelId });
      if (action === "save")
        return lineups.update(player.lineup!.id, { ...line, version: player.lineup!.version });
      return lineups.remove(player.lineup!.id);
    },
    onSuccess: async (_answer, action) => {
      setError(null);
      const key = action === "add" ? "added" : action === "save" ? "saved" : "removed";
      notifySuccess({ message: t(`discipline.sheet.${key}`, { name: player.name }) });
      await onChanged();
    },
    onError: fail,
  });
  const set = <K extends keyof Line>(key: K, value: Line[K]) =>
    setLine((current) => ({ ...current, [key]: value }));
  return (
    <Table.Tr
      data-player={player.name}
      data-blocked={blocked ? "true" : undefined}
      c={blocked ? "dimmed" : undefined}
    >
      <Table.Td>
        <NumberInput
          aria-label={`${t("discipline.sheet.number")} ${player.name}`}
          value={line.number ?? ""}
          onChange={(value) => set("number", typeof value === "number" ? value : null)}
          min={0}
          max={maxOf("number", 999)}
          w={72}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {player.name}
          </Text>
          {player.position ? (
            <Text size="xs" c="dimmed">
              {player.position}
            </Text>
          ) : null}
          {blocked ? (
            <Text id={reasonId} size="xs" c="red.8">
              {player.reason}
            </Text>
          ) : null}
          {error ? (
            <Text size="xs" c="red.8" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`${t("discipline.sheet.starter")} ${player.name}`}
          checked={line.starter}
          onChange={(event) => set("starter", event.currentTarget.checked)}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${t("discipline.sheet.yellow")} ${player.name}`}
          data={["0", "1", "2"].slice(0, maxOf("yellow_cards", 2) + 1)}
          value={String(line.yellow_cards)}
          onChange={(value) => set("yellow_cards", Number(value ?? 0))}
          allowDeselect={false}
          w={72}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`${t("discipline.sheet.red")} ${player.name}`}
          checked={line.red_card}
          onChange={(event) => set("red_card", event.currentTarget.checked)}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`${t("discipline.sheet.goals")} ${player.name}`}
          value={line.goals}
          onChange={(value) => set("goals", typeof value === "number" ? value : 0)}
          min={0}
          max={maxOf("goals", 999)}
          w={72}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td>
        {onSheet ? (
          <Group gap="xs" wrap="nowrap">
            <Badge color="green" variant="light">
              {t("discipline.sheet.on_sheet")}
            </Badge>
            {editable ? (
              <>
                <Button
                  size="xs"
                  variant="default"
                  loading={write.isPending && write.variables === "save"}
                  onClick={() => write.mutate("save")}
                  aria-label={t("discipline.sheet.save", { name: player.name })}
                >
                  {t("discipline.sheet.save_short")}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={write.isPending && write.variables === "remove"}
                  onClick={() => write.mutate("remove")}
                  aria-label={t("discipline.sheet.remove", { name: player.name })}
                >
                  {t("discipline.sheet.remove_short")}
                </Button>
              </>
            ) : null}
          </Group>
        ) : blocked ? (
          <Badge color="red" variant="light" aria-describedby={reasonId}>
            {t("discipline.sheet.blocked")}
          </Badge>
        ) : (
          <Button
            size="xs"
            disabled={!editable}
            loading={write.isPending}
            onClick={() => write.mutate("add")}
            aria-label={t("discipline.sheet.add", { name: player.name })}
          >
            {/* The visible word starts the accessible name ("Escalar <name>"), as axe asks. */}
            {t("discipline.sheet.add_short")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};

const SideTable = ({
  competitionId,
  duelId,
  side,
  editable,
  onChanged,
}: {
  competitionId: string;
  duelId: string;
  side: SheetRosterSide;
  editable: boolean;
  onChanged: () => Promise<void>;
}) => {
  const { t } = useTranslation();
  const count = side.players.filter((player) => player.lineup).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={side.team_name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {side.team_name}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t("discipline.sheet.on_sheet_count", { count })}
            </Text>
            <Anchor component={Link} to={disciplineScreens.teamRoster(competitionId, side.team_id)} size="sm">
              {t("discipline.sheet.roster_link")}
            </Anchor>
          </Group>
        </Group>
        {side.players.length ? (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={`${t("discipline.sheet.title")} — ${side.team_name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("discipline.sheet.number")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.player")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.starter")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.yellow")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.red")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.goals")}</Table.Th>
                  <Table.Th>{t("discipline.sheet.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {side.players.map((player) => (
                  <PlayerRow
                    key={`${player.user_id}-${player.lineup?.version ?? 0}`}
                    duelId={duelId}
                    teamId={side.team_id}
                    player={player}
                    editable={editable}
                    onChanged={onChanged}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            {t("discipline.sheet.empty_roster")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * The duel sheet's players (issue 14): each side's roster to put on the sheet with number, starter,
 * cards and goals; a player who may not play (suspended by cards or a punishment, excluded, or
 * lacking a document that blocks the sheet) is shown disabled with the server's reason.
 */
export const SheetPlayers = ({ competitionId, duelId }: { competitionId: string; duelId: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: DISCIPLINE_KEYS.roster(competitionId, duelId),
    queryFn: () => fetchRoster(duelId),
  });
  const roster = query.data;
  const onChanged = () =>
    client.invalidateQueries({ queryKey: DISCIPLINE_KEYS.roster(competitionId, duelId) });
  return (
    <Stack gap="sm" component="section" aria-label={t("discipline.sheet.title")}>
      <Title order={2} size="h4">
        {t("discipline.sheet.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("discipline.sheet.description")}
      </Text>
      <QueryOverlay {...queryOverlayProps(query)}>
        {roster ? (
          <Stack gap="md">
            {roster.editable ? null : (
              <Alert color="gray" variant="light">
                {t("discipline.sheet.locked")}
              </Alert>
            )}
            {roster.sides.map((side) => (
              <SideTable
                key={side.team_id}
                competitionId={competitionId}
                duelId={duelId}
                side={side}
                editable={roster.editable}
                onChanged={onChanged}
              />
            ))}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
