import { Box, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { usePublishedList } from "./publicApi.ts";
import type { ExtraRecord } from "./publishedTypes.ts";
import { RichText } from "./RichText.tsx";
import { SiteAnchor } from "./SiteAnchor.tsx";
import type { SiteMenu } from "./siteMenus.ts";

/** The public site's footer: the footer menus, the footer's content blocks (extras) and the name. */
export const SiteFooter = ({ menus }: { menus: SiteMenu[] }) => {
  const { t } = useTranslation();
  const title = useApp(tenantTitle);
  const extras = usePublishedList<ExtraRecord>("extras", { position: "footer", per_page: 20 });
  const blocks = extras.data?.data ?? [];
  const columns = menus.filter((menu) => menu.entries.length);
  return (
    <Box
      component="footer"
      mt="xl"
      pt="lg"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      {columns.length || blocks.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(columns.length + blocks.length, 4) }} mb="lg">
          {columns.map((menu) => (
            <Box key={menu.id} component="nav" aria-label={menu.name}>
              <Title order={2} size="h6" mb="xs">
                {menu.name}
              </Title>
              <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {menu.entries
                  .flatMap((entry) => [entry, ...entry.children])
                  .map((entry) => (
                    <li key={entry.id}>
                      <SiteAnchor link={entry.link} size="sm" c="dimmed">
                        {entry.label}
                      </SiteAnchor>
                    </li>
                  ))}
              </Stack>
            </Box>
          ))}
          {blocks.map((block) => (
            <Stack key={block.id} gap="xs">
              {block.show_title ? (
                <Title order={2} size="h6">
                  {block.title}
                </Title>
              ) : null}
              <Box fz="sm">
                <RichText html={block.body} />
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      <Text size="sm" c="dimmed" pb="md">
        {t("site.copyright", { year: new Date().getFullYear(), name: title ?? "" })}
      </Text>
    </Box>
  );
};
