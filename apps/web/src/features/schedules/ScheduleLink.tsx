import { Button } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ScheduleScope, scheduleScreens } from "./schedulesApi.ts";

/** "Montar programação": the way from a competition's cockpit or an edition's show to its board. */
export const ScheduleLink = ({ scope, id }: { scope: ScheduleScope; id: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={scheduleScreens[scope](id)}
      leftSection={<IconCalendarTime size={16} />}
      w="fit-content"
    >
      {t("schedules.link")}
    </Button>
  );
};
