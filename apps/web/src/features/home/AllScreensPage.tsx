import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { useHomeRoutes, useOpenScreens } from "./routeLinks.ts";
import { ScreenTiles } from "./screenTiles.tsx";

/** "Todas as telas": every screen this person may open, as tiles (the start page keeps the most used). */
export const AllScreensPage = () => {
  const { t } = useTranslation();
  const items = useOpenScreens(useHomeRoutes());
  return (
    <Stack>
      <PageHeader title={t("titles.screens")} />
      <ScreenTiles items={items} />
    </Stack>
  );
};
