import { Anchor, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { competitionScreens } from "./competitionsApi.ts";
import { useDuels } from "./RoundsList.tsx";
import { ScheduleEditor } from "./ScheduleEditor.tsx";

/**
 * /competitions/competitions/:parent_id/rounds/:id: a round's duels, their schedule edited in
 * bulk (date and time, place, court) and a way to each duel's sheet.
 */
export const RoundPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "" } = useParams();
  const query = useDuels(competitionId, { round_id: id });
  const first = query.data?.[0];
  return (
    <Stack>
      <Group gap="md">
        <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
          {t("competitions.back_to_cockpit")}
        </Anchor>
        {first ? (
          <Anchor component={Link} to={competitionScreens.group(competitionId, first.group_id)} size="sm">
            {first.group_name}
          </Anchor>
        ) : null}
      </Group>
      <PageHeader
        title={first?.round_name ?? t("competitions.rounds.title")}
        description={first ? `${first.phase_name} · ${first.group_name}` : undefined}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <ScheduleEditor
            key={query.data.map((duel) => duel.id).join()}
            competitionId={competitionId}
            duels={query.data}
            label={first?.round_name ?? t("competitions.rounds.title")}
            link={(duel) => competitionScreens.duel(competitionId, duel.id)}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
