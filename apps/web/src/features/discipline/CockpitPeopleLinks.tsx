import { Button, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { disciplineScreens } from "./disciplineApi.ts";

const competitions = resourceClient<{ id: string; ranking_id: string | null }>("competitions");

/**
 * The cockpit's shortcuts to the competition's people and papers: registered players, team
 * officials, the documents it requires and who lacks them, its ranking points and, when it names a
 * ranking, that ranking's table.
 */
export const CockpitPeopleLinks = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: ["resource", "competitions", "get", competitionId],
    queryFn: () => competitions.get(competitionId),
  });
  const rankingId = record.data?.ranking_id ?? null;
  const links: [string, string][] = [
    ["members", disciplineScreens.members(competitionId)],
    ["officials", disciplineScreens.crews(competitionId)],
    ["documents", disciplineScreens.requiredDocuments(competitionId)],
    ["documents_status", disciplineScreens.documentsStatus(competitionId)],
    ["scores", disciplineScreens.scores(competitionId)],
    ...(rankingId ? ([["ranking", disciplineScreens.ranking(rankingId)]] as [string, string][]) : []),
    ["punishments", disciplineScreens.punishments],
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t("discipline.cockpit.title")}>
      {links.map(([key, to]) => (
        <Button key={key} size="xs" variant="light" component={Link} to={to}>
          {t(`discipline.cockpit.${key}`)}
        </Button>
      ))}
    </Group>
  );
};
