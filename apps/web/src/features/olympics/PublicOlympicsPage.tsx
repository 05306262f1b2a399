import { Anchor, Badge, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconBroadcast, IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { RichText } from "../site/RichText.tsx";
import { EventResults, MedalTable, PointsTable } from "./OlympicsTables.tsx";
import {
  fetchPublicOlympics,
  OLYMPICS_KEYS,
  publicDownloadUrl,
  usePublicOlympicsLive,
} from "./olympicsApi.ts";

/**
 * /public/open/olympics/show/:id (not in spec §2, beside the public competitions' pages): a public
 * edition's medal table live, its points table, each event's results, its published bulletins and
 * public files. No login.
 */
export const PublicOlympicsPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: OLYMPICS_KEYS.public(id),
    queryFn: ({ signal }) => fetchPublicOlympics(id, signal),
    retry: retryUnlessNotFound,
  });
  usePublicOlympicsLive(id);
  const data = query.data;
  const olympic = data?.olympic;
  return (
    <Stack>
      <PageHeader
        title={olympic?.name ?? t("titles.open_olympics")}
        description={olympic ? [olympic.edition, olympic.city_name].filter(Boolean).join(" · ") : undefined}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {data && olympic ? (
          <Stack>
            {olympic.status === "running" ? (
              <Group gap="xs">
                <Badge color="red" variant="light" leftSection={<IconBroadcast size={14} />}>
                  {t("olympics.public.live")}
                </Badge>
              </Group>
            ) : null}
            {olympic.description ? <RichText html={olympic.description} /> : null}
            <Stack gap="xs" component="section" aria-label={t("olympics.medals.title")}>
              <Title order={2} size="h4">
                {t("olympics.medals.title")}
              </Title>
              <MedalTable rows={data.medals} />
            </Stack>
            <Tabs defaultValue="events" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="events">{t("olympics.public.events")}</Tabs.Tab>
                <Tabs.Tab value="points">{t("olympics.medals.points_title")}</Tabs.Tab>
                <Tabs.Tab value="notes">{t("olympics.public.notes")}</Tabs.Tab>
                <Tabs.Tab value="downloads">{t("olympics.public.downloads")}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="events" pt="md">
                <EventResults events={data.events} />
              </Tabs.Panel>
              <Tabs.Panel value="points" pt="md">
                <PointsTable rows={data.points} />
              </Tabs.Panel>
              <Tabs.Panel value="notes" pt="md">
                {data.notes.length ? (
                  <Stack>
                    {data.notes.map((note) => (
                      <Paper key={note.id} withBorder p="md" component="article" aria-label={note.title}>
                        <Title order={3} size="h5">
                          {note.title}
                        </Title>
                        {note.published_at ? (
                          <Text size="xs">{new Date(note.published_at).toLocaleString(i18n.language)}</Text>
                        ) : null}
                        <RichText html={note.body} />
                      </Paper>
                    ))}
                  </Stack>
                ) : (
                  <Text c="dimmed">{t("olympics.public.notes_empty")}</Text>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="downloads" pt="md">
                {data.downloads.length ? (
                  <Stack gap="xs">
                    {data.downloads.map((file) => (
                      <Anchor key={file.id} href={publicDownloadUrl(file.id)} target="_blank" rel="noopener">
                        <Group gap={6}>
                          <IconDownload size={16} />
                          {file.title}
                        </Group>
                      </Anchor>
                    ))}
                  </Stack>
                ) : (
                  <Text c="dimmed">{t("olympics.public.downloads_empty")}</Text>
                )}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
