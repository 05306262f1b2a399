import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { DrawnGroupView, PhaseEntrant } from "@quadra/shared/contracts/competitions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionsApi } from "../../platform/api/operations/competitions.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import {
  COMPETITION_KEYS,
  competitionScreens,
  fetchCockpit,
  fetchDrawAudit,
  fetchDraws,
  fetchEntrants,
  refreshCompetition,
} from "./competitionsApi.ts";

const GroupsGrid = ({ groups, label }: { groups: { name: string; teams: string[] }[]; label: string }) => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-label={label} role="list">
    {groups.map((group) => (
      <Paper key={group.name} withBorder p="sm" radius="md" role="listitem" aria-label={group.name}>
        <Text fw={700} size="sm" mb={4}>
          {group.name}
        </Text>
        {group.teams.map((team) => (
          <Text key={team} size="sm">
            {team}
          </Text>
        ))}
      </Paper>
    ))}
  </SimpleGrid>
);

/** The stored groups of a draw beside the ones the same seed and pots give now. */
const AuditDialog = ({
  competitionId,
  drawId,
  onClose,
}: {
  competitionId: string;
  drawId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: COMPETITION_KEYS.drawAudit(competitionId, drawId),
    queryFn: () => fetchDrawAudit(drawId),
  });
  const audit = query.data;
  const named = (groups: { name: string; teams: string[] }[]) =>
    groups.map((group) => ({ name: group.name, teams: group.teams.map((id) => audit?.teams[id] ?? id) }));
  return (
    <FormModal opened onClose={onClose} title={t("competitions.pots.audit_title")}>
      <QueryOverlay {...queryOverlayProps(query)}>
        {audit ? (
          <Stack>
            <Text size="sm">{t("competitions.pots.audit_seed", { seed: audit.draw.seed })}</Text>
            <Alert color={audit.matches ? "green" : "red"} role="status">
              {t(audit.matches ? "competitions.pots.audit_matches" : "competitions.pots.audit_differs")}
            </Alert>
            <Title order={3} size="h6">
              {t("competitions.pots.audit_stored")}
            </Title>
            <GroupsGrid groups={named(audit.draw.groups)} label={t("competitions.pots.audit_stored")} />
            <Title order={3} size="h6">
              {t("competitions.pots.audit_recomputed")}
            </Title>
            <GroupsGrid groups={named(audit.recomputed)} label={t("competitions.pots.audit_recomputed")} />
          </Stack>
        ) : null}
      </QueryOverlay>
    </FormModal>
  );
};

const DrawsList = ({ competitionId, phaseId }: { competitionId: string; phaseId: string }) => {
  const { t } = useTranslation();
  const [auditing, setAuditing] = useState<string | null>(null);
  const query = useQuery({
    queryKey: COMPETITION_KEYS.draws(competitionId, phaseId),
    queryFn: () => fetchDraws(phaseId),
  });
  return (
    <Stack gap="xs" component="section" aria-label={t("competitions.pots.draws")}>
      <Title order={2} size="h4">
        {t("competitions.pots.draws")}
      </Title>
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data?.length ? (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t("competitions.pots.draws")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("competitions.pots.drawn_at")}</Table.Th>
                  <Table.Th>{t("competitions.pots.seed")}</Table.Th>
                  <Table.Th>{t("competitions.pots.conflicts")}</Table.Th>
                  <Table.Th>{t("common.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((draw) => (
                  <Table.Tr key={draw.id}>
                    <Table.Td>{formatDateTime(draw.created_at)}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {draw.seed}
                      </Text>
                    </Table.Td>
                    <Table.Td>{draw.conflicts}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setAuditing(draw.id)}
                        aria-label={t("competitions.pots.audit_named", { seed: draw.seed })}
                      >
                        {t("competitions.pots.audit")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t("competitions.pots.no_draws")}</Text>
        )}
      </QueryOverlay>
      {auditing ? (
        <AuditDialog competitionId={competitionId} drawId={auditing} onClose={() => setAuditing(null)} />
      ) : null}
    </Stack>
  );
};

/** The teams of each pot, in the entrants' order. */
const potsOf = (teams: readonly PhaseEntrant[], potOf: Record<string, number>, count: number) =>
  Array.from({ length: count }, (_, index) => teams.filter((team) => (potOf[team.id] ?? 1) === index + 1));

type Drawn = { phaseId: string; seed: string; groups: DrawnGroupView[] };

/** The groups a draw just gave, with its seed (shown after the phase has left the pending state). */
const DrawnGroups = ({ drawn }: { drawn: Drawn }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t("competitions.pots.result")}>
      <Title order={2} size="h4">
        {t("competitions.pots.result")}
      </Title>
      <Text size="sm">{t("competitions.pots.audit_seed", { seed: drawn.seed })}</Text>
      <GroupsGrid
        label={t("competitions.pots.result")}
        groups={drawn.groups.map((group) => ({
          name: group.name,
          teams: group.teams.map((team) => team.name),
        }))}
      />
    </Stack>
  );
};

const DrawForm = ({
  competitionId,
  phaseId,
  onDrawn,
}: {
  competitionId: string;
  phaseId: string;
  onDrawn: (drawn: Drawn) => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: COMPETITION_KEYS.entrants(competitionId, phaseId),
    queryFn: () => fetchEntrants(phaseId),
  });
  const teams = query.data?.teams ?? [];
  const [potOf, setPotOf] = useState<Record<string, number>>({});
  const [potCount, setPotCount] = useState<number | string>(1);
  const [seed, setSeed] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each team starts in the pot the server suggests; the number of pots follows.
  useEffect(() => {
    const entrants = query.data?.teams ?? [];
    setPotOf(Object.fromEntries(entrants.map((team) => [team.id, team.suggested_pot])));
    setPotCount(Math.max(1, ...entrants.map((team) => team.suggested_pot)));
  }, [query.data]);
  const count = typeof potCount === "number" && potCount > 0 ? potCount : 1;
  const pots = useMemo(() => potsOf(teams, potOf, count), [teams, potOf, count]);
  const draw = useMutation({
    mutationFn: () =>
      competitionsApi.draw({
        params: { id: phaseId },
        body: {
          pots: pots.filter((pot) => pot.length).map((pot) => pot.map((team) => team.id)),
          ...(seed.trim() ? { seed: seed.trim() } : {}),
        },
      }),
    onSuccess: async (result) => {
      setErrors({});
      onDrawn({ phaseId, seed: result.draw.seed, groups: result.groups });
      notifySuccess({ message: t("competitions.pots.drawn", { seed: result.draw.seed }) });
      await refreshCompetition(client, competitionId);
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const potOptions = Array.from({ length: count }, (_, index) => ({
    value: String(index + 1),
    label: t("competitions.pots.pot", { number: index + 1 }),
  }));
  return (
    <QueryOverlay {...queryOverlayProps(query)}>
      <Stack>
        {query.data ? (
          <Text size="sm" c="dimmed">
            {t("competitions.pots.entrants", { count: teams.length, groups: query.data.groups_count })}
          </Text>
        ) : null}
        {teams.length ? (
          <>
            <NumberInput
              label={t("competitions.pots.pot_count")}
              min={1}
              max={64}
              allowDecimal={false}
              value={potCount}
              onChange={setPotCount}
              w={200}
            />
            <Table.ScrollContainer minWidth={480}>
              <Table striped aria-label={t("competitions.pots.teams")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("competitions.pots.team")}</Table.Th>
                    <Table.Th>{t("competitions.pots.association")}</Table.Th>
                    <Table.Th>{t("competitions.pots.origin")}</Table.Th>
                    <Table.Th>{t("competitions.pots.pot_column")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {teams.map((team) => (
                    <Table.Tr key={team.id}>
                      <Table.Td>{team.name}</Table.Td>
                      <Table.Td>{team.association_name ?? ""}</Table.Td>
                      <Table.Td>{team.origin ?? ""}</Table.Td>
                      <Table.Td>
                        <Select
                          size="xs"
                          w={120}
                          allowDeselect={false}
                          aria-label={t("competitions.pots.pot_of", { team: team.name })}
                          data={potOptions}
                          value={String(Math.min(potOf[team.id] ?? 1, count))}
                          onChange={(value) =>
                            setPotOf((current) => ({ ...current, [team.id]: Number(value) }))
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <GroupsGrid
              label={t("competitions.pots.pots")}
              groups={pots.map((pot, index) => ({
                name: t("competitions.pots.pot", { number: index + 1 }),
                teams: pot.map((team) => team.name),
              }))}
            />
            <form
              onSubmit={(event) => {
                event.preventDefault();
                draw.mutate();
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label={t("competitions.pots.seed")}
                  description={t("competitions.pots.seed_help")}
                  maxLength={64}
                  value={seed}
                  onChange={(event) => setSeed(event.currentTarget.value)}
                  error={errors.seed}
                  w={280}
                />
                <Button type="submit" loading={draw.isPending}>
                  {t("competitions.pots.run")}
                </Button>
              </Group>
              {errors.pots ? (
                <Text size="sm" c="red" mt="xs" role="alert">
                  {errors.pots}
                </Text>
              ) : null}
            </form>
          </>
        ) : (
          <Text c="dimmed">{t("competitions.pots.no_entrants")}</Text>
        )}
      </Stack>
    </QueryOverlay>
  );
};

/**
 * /competitions/competitions/:parent_id/pots/:teams?: a phase's draw. The optional segment is the
 * phase; its entrant teams are put in pots (the server suggests one), the seed is chosen or left
 * to chance, and the draw fills the groups. The stored draws can each be audited.
 */
export const PotsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { parent_id: competitionId = "", teams: phaseParam } = useParams();
  const cockpit = useQuery({
    queryKey: COMPETITION_KEYS.cockpit(competitionId),
    queryFn: () => fetchCockpit(competitionId),
  });
  const phases = cockpit.data?.phases ?? [];
  const phaseId = phaseParam ?? phases.find((phase) => phase.status === "pending")?.id ?? phases[0]?.id;
  const phase = phases.find((candidate) => candidate.id === phaseId);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <PageHeader title={t("competitions.pots.title")} description={cockpit.data?.competition.name} />
      <QueryOverlay {...queryOverlayProps(cockpit)}>
        {phases.length ? (
          <Stack gap="lg">
            <Select
              label={t("competitions.pots.phase")}
              w={320}
              allowDeselect={false}
              data={phases.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={phaseId ?? null}
              onChange={(value) => value && navigate(competitionScreens.pots(competitionId, value))}
            />
            {phase && phase.status !== "pending" ? (
              <Alert color="blue">
                {t("competitions.pots.already_drawn")}{" "}
                <Anchor component={Link} to={competitionScreens.phaseGroups(competitionId, phase.id)}>
                  {t("competitions.phase.groups")}
                </Anchor>
              </Alert>
            ) : null}
            {phase?.status === "pending" && phase.entry === "qualifiers" ? (
              <Alert color="yellow">{t("competitions.pots.qualifiers_phase")}</Alert>
            ) : null}
            {phase && phase.status === "pending" ? (
              <Stack gap="xs">
                <Badge variant="light" w="fit-content">
                  {phase.name}
                </Badge>
                <DrawForm
                  key={phase.id}
                  competitionId={competitionId}
                  phaseId={phase.id}
                  onDrawn={setDrawn}
                />
              </Stack>
            ) : null}
            {drawn && drawn.phaseId === phase?.id ? <DrawnGroups drawn={drawn} /> : null}
            {phase ? <DrawsList competitionId={competitionId} phaseId={phase.id} /> : null}
          </Stack>
        ) : (
          <Text c="dimmed">
            {t("competitions.cockpit.no_phases")}{" "}
            <Anchor component={Link} to={competitionScreens.phases(competitionId)}>
              {t("competitions.cockpit.create_phase")}
            </Anchor>
          </Text>
        )}
      </QueryOverlay>
    </Stack>
  );
};
