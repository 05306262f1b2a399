import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { teamsApi } from "../../platform/api/operations/teams.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { RosterTable } from "./RosterTable.tsx";
import { TeamSummary } from "./TeamParts.tsx";
import { TEAMS_KEY, teamScreens } from "./teamsApi.ts";

/**
 * /my/teams/show/:id: one of the person's teams and its roster. Its responsible and the
 * association's managers also see each member's documents status, with the way to the member's
 * documents and photo for this team.
 */
export const MyTeamPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const team = useQuery({
    queryKey: [TEAMS_KEY, "mine", id],
    queryFn: ({ signal }) => teamsApi.mineOne({ params: { id }, signal }),
    retry: retryUnlessNotFound,
  });
  const data = team.data;
  return (
    <Stack>
      <PageHeader
        title={data?.name ?? t("teams.show.title")}
        actions={
          <Button component={Link} to={teamScreens.mine} variant="subtle">
            {t("teams.show.back")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(team)}>
        {data ? (
          <Stack>
            <TeamSummary team={data} />
            {data.keeper ? <Alert color="blue">{t("teams.show.keeper_hint")}</Alert> : null}
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t("teams.show.roster")}
              </Title>
            </Group>
            <RosterTable
              members={data.members}
              label={t("teams.show.roster")}
              {...(data.keeper
                ? {
                    links: (member) => ({
                      documents: teamScreens.memberDocuments(data.id, member.user_id),
                      photo: teamScreens.memberImage(data.id, member.user_id),
                    }),
                  }
                : {})}
            />
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
