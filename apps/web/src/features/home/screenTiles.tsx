import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { useTitleText } from "../../platform/pageTitle.ts";
import type { VisibleMenuItem } from "../../routes/menu.ts";

/** Screens as tiles: an icon and the screen's title, each a link. */
export const ScreenTiles = ({
  items,
  compact = false,
}: {
  items: readonly VisibleMenuItem[];
  /** Two per row even on a phone (the start page's few shortcuts), with a smaller padding. */
  compact?: boolean;
}) => {
  const titleOf = useTitleText();
  return (
    <SimpleGrid
      cols={{ base: compact ? 2 : 1, sm: 2, md: 3, lg: compact ? 3 : 4 }}
      spacing={compact ? "sm" : "md"}
    >
      {items.map(({ route, icon: ItemIcon }) => (
        <UnstyledButton key={route.id} component={Link} to={route.path}>
          <Card withBorder padding={compact ? "sm" : "md"} h="100%">
            <Group wrap="nowrap" gap={compact ? "xs" : "md"}>
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <ItemIcon size={20} />
              </ThemeIcon>
              <Text fw={600}>{titleOf(route.title)}</Text>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
};
