import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { refereeBoardOf } from "./refereesApi.ts";

/** The cockpit's shortcut to the appointment board of this competition. */
export const CockpitRefereeLink = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" component={Link} to={refereeBoardOf(competitionId)} w="fit-content">
      {t("referees.board.cockpit_link")}
    </Button>
  );
};
