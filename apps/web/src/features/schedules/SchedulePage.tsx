import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import type {
  ScheduleBoard,
  SchedulePlacementView,
  ScheduleSetup,
  ScheduleViolationView,
} from "@quadra/shared/contracts/schedules";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { competitionScreens } from "../competitions/competitionsApi.ts";
import { fetchOverview, OLYMPICS_KEYS, olympicsScreens } from "../olympics/olympicsApi.ts";
import { ScheduleBoardView } from "./ScheduleBoardView.tsx";
import { ScheduleSetupForm, SETUP_FIELDS } from "./ScheduleSetupForm.tsx";
import { flaggedItems, movePlacement, placementInputs } from "./scheduleBoard.ts";
import { applySchedule, checkSchedule, proposeSchedule, type ScheduleScope } from "./schedulesApi.ts";
import { ViolationList } from "./ViolationList.tsx";

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
/** The setup's fields a 400 names (its `errors`) when the form shows them all, else undefined. */
const fieldErrorsOf = (error: unknown) => {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const paths = Object.keys(error.errors);
  return paths.length && paths.every((path) => SETUP_FIELDS.has(path)) ? error.errors : undefined;
};

/**
 * The games-day board of a competition or of a games edition: the setup, "Propor" (nothing
 * written), the board where every move is checked by the server and the broken constraints are
 * listed, and "Aplicar", which writes every placement at once.
 */
const SchedulePage = ({ scope }: { scope: ScheduleScope }) => {
  const { t } = useTranslation();
  const { parent_id: id = "" } = useParams();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<ScheduleSetup | null>(null);
  const [board, setBoard] = useState<ScheduleBoard | null>(null);
  const [placements, setPlacements] = useState<SchedulePlacementView[]>([]);
  const [violations, setViolations] = useState<ScheduleViolationView[]>([]);
  const [lastMoved, setLastMoved] = useState<string | null>(null);
  const [accept, setAccept] = useState(false);
  const [applied, setApplied] = useState<number | null>(null);
  // Only the answer to the latest move counts: an older check arriving late is dropped.
  const checkRound = useRef(0);
  // A games edition's competitions, each of which may get areas of its own in the setup.
  const overview = useQuery({
    queryKey: OLYMPICS_KEYS.overview(id),
    queryFn: () => fetchOverview(id),
    enabled: scope === "olympics" && Boolean(id),
  });
  const competitions = (overview.data?.events ?? []).flatMap(({ competition }) =>
    competition ? [{ id: competition.id, name: competition.name }] : [],
  );

  const propose = useMutation({
    mutationFn: (body: ScheduleSetup) => proposeSchedule(scope, id, body),
    onSuccess: (answer, body) => {
      setSetup(body);
      setBoard(answer);
      setPlacements(answer.placements);
      setViolations(answer.violations);
      setApplied(null);
      setAccept(false);
    },
    // A 400 naming the setup's fields shows under them (the form reads them); anything else is a notice.
    onError: (error) => {
      if (!fieldErrorsOf(error)) notifyError({ message: errorText(error, t("api.unreachable")) });
    },
  });
  const check = useMutation({
    mutationFn: ({ next }: { next: SchedulePlacementView[]; round: number }) =>
      checkSchedule(scope, id, { setup: setup!, placements: placementInputs(next) }),
    onSuccess: (answer, { round }) => {
      if (round === checkRound.current) setViolations(answer.violations);
    },
    onError: (error) => notifyError({ message: errorText(error, t("api.unreachable")) }),
  });
  const apply = useMutation({
    mutationFn: () =>
      applySchedule(scope, id, {
        setup: setup!,
        placements: placementInputs(placements),
        accept_violations: accept,
      }),
    onSuccess: (answer) => {
      setApplied(answer.written);
      setViolations(answer.violations);
      notifySuccess({ message: t("schedules.apply.done", { count: answer.written }) });
      void queryClient.invalidateQueries({
        queryKey: [scope === "competition" ? "competitions" : "olympics"],
      });
    },
    onError: (error) => notifyError({ message: errorText(error, t("api.unreachable")) }),
  });

  const onMove = (itemId: string, spaceId: string, start: number) => {
    const next = movePlacement(placements, itemId, spaceId, start);
    setPlacements(next);
    setLastMoved(itemId);
    setApplied(null);
    checkRound.current += 1;
    check.mutate({ next, round: checkRound.current });
  };

  const hard = violations.some((v) => v.hard);
  const unplaced = board ? board.items.length - placements.length : 0;
  const back = scope === "competition" ? competitionScreens.cockpit(id) : olympicsScreens.show(id);
  return (
    <Stack>
      <PageHeader
        title={board ? t("schedules.title_of", { name: board.title }) : t("titles.gamesday")}
        description={t("schedules.description")}
        actions={
          <Button component={Link} to={back} variant="default">
            {scope === "competition" ? t("schedules.back_competition") : t("schedules.back_olympics")}
          </Button>
        }
      />
      <ScheduleSetupForm
        busy={propose.isPending}
        competitions={competitions}
        onPropose={(body) =>
          propose.mutateAsync(body).then(
            () => undefined,
            (error: unknown) => fieldErrorsOf(error),
          )
        }
      />
      {board ? (
        <Stack>
          <Group justify="space-between" align="flex-end">
            <Text size="sm">
              {t("schedules.board.summary", { placed: placements.length, total: board.items.length })}
              {unplaced ? ` ${t("schedules.board.unplaced", { count: unplaced })}` : ""}
            </Text>
            <Group gap="sm">
              {hard ? (
                <Checkbox
                  label={t("schedules.apply.accept")}
                  checked={accept}
                  onChange={(e) => setAccept(e.currentTarget.checked)}
                />
              ) : null}
              <Button
                onClick={() => apply.mutate()}
                loading={apply.isPending}
                disabled={!placements.length || check.isPending || (hard && !accept)}
                leftSection={<IconCheck size={16} />}
              >
                {t("schedules.apply.button")}
              </Button>
            </Group>
          </Group>
          <ViolationList violations={violations} />
          {applied !== null ? (
            <Alert color="green" role="status">
              {t("schedules.apply.done", { count: applied })}{" "}
              {scope === "competition" ? (
                <Anchor component={Link} to={competitionScreens.allDuels(id)}>
                  {t("schedules.apply.see_duels")}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          {board.items.length ? (
            <ScheduleBoardView
              board={board}
              placements={placements}
              flagged={flaggedItems(violations)}
              onMove={onMove}
              lastMoved={lastMoved}
            />
          ) : (
            <Text c="dimmed">{t("schedules.board.empty")}</Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
};

/** /competitions/competitions/:parent_id/gamesday: one competition's schedule. */
export const CompetitionSchedulePage = () => <SchedulePage scope="competition" />;
/** /competitions/olympics/:parent_id/gamesday: every competition of a games edition at once. */
export const OlympicsSchedulePage = () => <SchedulePage scope="olympics" />;
