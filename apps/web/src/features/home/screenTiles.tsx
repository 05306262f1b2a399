import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { VisibleMenuItem } from "../../routes/menu.ts";

/** Screens as tiles: an icon and the screen's title, each a link. */
export const ScreenTiles = ({ items }: { items: readonly VisibleMenuItem[] }) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }}>
      {items.map(({ route, icon: ItemIcon }) => (
        <UnstyledButton key={route.id} component={Link} to={route.path}>
          <Card withBorder padding="md" h="100%">
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <ItemIcon size={20} />
              </ThemeIcon>
              <Text fw={600}>{t(route.title)}</Text>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
};
