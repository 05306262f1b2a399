import { Anchor, Group, Stack, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useApp } from "../../platform/state/appStore.ts";
import type { VisibleMenuItem } from "../../routes/menu.ts";
import type { RouteLink } from "./routeLinks.ts";
import { ScreenTiles } from "./screenTiles.tsx";
import { pickShortcuts, readVisits } from "./shortcutVisits.ts";

/** The few screens this person opens most (defaults by what they may open), and the way to all. */
export const Shortcuts = ({ open, link }: { open: readonly VisibleMenuItem[]; link: RouteLink }) => {
  const { t } = useTranslation();
  const userId = useApp((state) => state.info?.id);
  const all = link("screens");
  const shortcuts = useMemo(() => {
    const byId = new Map(open.map((item) => [item.routeId, item]));
    const ids = pickShortcuts({
      candidates: open.map((item) => item.routeId),
      visits: userId ? readVisits(userId) : {},
    });
    return ids.map((id) => byId.get(id)!);
  }, [open, userId]);
  if (!shortcuts.length) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-shortcuts">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-shortcuts">
          {t("start.shortcuts")}
        </Title>
        {all ? (
          <Anchor component={Link} to={all.to}>
            {t("start.all_screens")}
          </Anchor>
        ) : null}
      </Group>
      <ScreenTiles items={shortcuts} compact />
    </Stack>
  );
};
