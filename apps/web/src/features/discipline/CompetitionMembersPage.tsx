import { Anchor, Group, Select, Stack, Table, Text } from "@mantine/core";
import { TEAM_MEMBER_ROLES } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { competitionScreens } from "../competitions/competitionsApi.ts";
import { localeOf } from "../resources/useLocalized.ts";
import { DISCIPLINE_KEYS, disciplineScreens, fetchMembers } from "./disciplineApi.ts";

/**
 * /competitions/competitions/:parent_id/competitionmembers: every team's roster of the competition
 * in one list (the teams' `teammembers`), with a team filter kept in the address, and the way to
 * each team's roster and to its players' import.
 */
export const CompetitionMembersPage = () => {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { parent_id: competitionId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const teamId = params.get("team_id");
  const query = useQuery({
    queryKey: DISCIPLINE_KEYS.members(competitionId),
    queryFn: () => fetchMembers(competitionId),
  });
  const data = query.data;
  const members = (data?.members ?? []).filter((member) => !teamId || member.team_id === teamId);
  const roleLabel = (role: string | null) =>
    TEAM_MEMBER_ROLES.find((option) => option.value === role)?.label[locale] ?? role ?? "";
  const team = data?.teams.find((candidate) => candidate.id === teamId);
  return (
    <Stack maw={1100}>
      <Group gap="md">
        <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
          {t("competitions.back_to_cockpit")}
        </Anchor>
        <Anchor component={Link} to={disciplineScreens.crews(competitionId)} size="sm">
          {t("discipline.members.officials")}
        </Anchor>
      </Group>
      <PageHeader title={t("discipline.members.title")} description={t("discipline.members.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {data ? (
          <Stack>
            <Group align="flex-end" gap="md">
              <Select
                label={t("discipline.members.team")}
                placeholder={t("discipline.members.all_teams")}
                data={data.teams.map((option) => ({
                  value: option.id,
                  label: `${option.name} (${option.members})`,
                }))}
                value={teamId}
                onChange={(value) => {
                  const next = new URLSearchParams(params);
                  if (value) next.set("team_id", value);
                  else next.delete("team_id");
                  setParams(next, { replace: true });
                }}
                clearable
                searchable
                w={320}
              />
              {team ? (
                <Group gap="md" pb={6}>
                  <Anchor component={Link} to={disciplineScreens.teamRoster(competitionId, team.id)}>
                    {t("discipline.members.roster")}
                  </Anchor>
                  <Anchor component={Link} to={disciplineScreens.importPlayers(competitionId, team.id)}>
                    {t("discipline.members.import")}
                  </Anchor>
                </Group>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("discipline.members.count", { count: members.length })}
            </Text>
            {members.length ? (
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label={t("discipline.members.title")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("discipline.members.team")}</Table.Th>
                      <Table.Th w={60}>{t("discipline.members.number")}</Table.Th>
                      <Table.Th>{t("discipline.members.name")}</Table.Th>
                      <Table.Th>{t("discipline.members.position")}</Table.Th>
                      <Table.Th>{t("discipline.members.role")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {members.map((member) => (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={disciplineScreens.teamRoster(competitionId, member.team_id)}
                          >
                            {member.team_name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{member.number ?? ""}</Table.Td>
                        <Table.Td>{member.name}</Table.Td>
                        <Table.Td>{member.position ?? ""}</Table.Td>
                        <Table.Td>{roleLabel(member.role)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{t("discipline.members.empty")}</Text>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
