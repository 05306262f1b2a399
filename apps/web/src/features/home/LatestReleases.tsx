import { Badge, Card, Group, Stack, Text, Title, Typography } from "@mantine/core";
import { can } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import "../../i18n/dates.ts";
import { useTranslation } from "react-i18next";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { isLoggedIn, useApp } from "../../platform/state/appStore.ts";

/** A record of the `releases` resource as its list answers it (the fields this section reads). */
export type ReleaseRecord = {
  id: string;
  number: string;
  title: string;
  released_on: string;
  notes: string | null;
};

export const LATEST_RELEASES_COUNT = 5;

/**
 * The latest published releases (`releases` list, newest first), for people holding `releases`.
 * Anyone else, a failed call or no release at all shows nothing: the About page stays as it was.
 */
export const LatestReleases = () => {
  const { t } = useTranslation();
  const loggedIn = useApp(isLoggedIn);
  const info = useApp((state) => state.info);
  const allowed =
    loggedIn && can(info ? { master: info.master, permissions: info.permissions_names } : null, "releases");
  const releases = useQuery({
    queryKey: ["releases", "latest"],
    queryFn: () =>
      resourceClient<ReleaseRecord>("releases").list(
        { per_page: LATEST_RELEASES_COUNT, sort: "-released_on", published: "true" },
        { quiet: true },
      ),
    enabled: allowed,
    retry: false,
  });
  const rows = releases.data?.data ?? [];
  if (!allowed || rows.length === 0) return null;
  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby="latest-releases">
      <Title order={2} size="h4" id="latest-releases">
        {t("about_releases.title")}
      </Title>
      {rows.map((release) => (
        <Card key={release.id} withBorder padding="md" component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
            <Text fw={600}>{release.title}</Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t("about_releases.version", { number: release.number })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mb="xs">
            {/* A calendar date: shown as is, never shifted by a time zone. */}
            {t("about_releases.released_on", { date: dayjs(release.released_on).format("L") })}
          </Text>
          {release.notes ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes rich text on every write (no scripts, styles or handlers). */}
              <div dangerouslySetInnerHTML={{ __html: release.notes }} />
            </Typography>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
};
