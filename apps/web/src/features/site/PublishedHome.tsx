import { Alert, Anchor, Button, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { HookCards, SpotCards, SupporterLogos } from "./Highlights.tsx";
import { PostCards } from "./PostCards.tsx";
import { usePublishedList } from "./publicApi.ts";
import type { EventRecord, HookRecord, PostRecord, SlideRecord, SpotRecord } from "./publishedTypes.ts";
import { SlidesCarousel } from "./SlidesCarousel.tsx";
import { EventList, startOfToday } from "./UpcomingEvents.tsx";
import { useSitePath } from "./useEmbedded.ts";

const Block = ({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) => (
  <Stack component="section" gap="sm" aria-label={title}>
    <Group justify="space-between" align="baseline">
      <Title order={2} size="h3">
        {title}
      </Title>
      {more}
    </Group>
    {children}
  </Stack>
);

/**
 * The portal's published content, for the home page of people logged in and the front page of
 * visitors: the slides, calls to action, latest news, highlights, upcoming events and supporters.
 * Each block shows only when something is published; `showEmpty` says so when nothing is.
 */
export const PublishedHome = ({ showEmpty = false }: { showEmpty?: boolean }) => {
  const { t } = useTranslation();
  const sitePath = useSitePath();
  const slides = usePublishedList<SlideRecord>("slides", { place: "home", per_page: 10 });
  const hooks = usePublishedList<HookRecord>("hooks", { per_page: 50 });
  const posts = usePublishedList<PostRecord>("posts", { per_page: 6 });
  const spots = usePublishedList<SpotRecord>("spots", { per_page: 50 });
  const events = usePublishedList<EventRecord>("events", {
    starts_at_from: startOfToday(),
    sort: "starts_at",
    per_page: 5,
  });
  const queries = [slides, hooks, posts, spots, events];
  const failed = queries.filter((query) => query.isError);
  const loading = queries.some((query) => query.isLoading);

  const homeHooks = (hooks.data?.data ?? []).filter((hook) => hook.position?.startsWith("home"));
  const highlights = (spots.data?.data ?? []).filter((spot) => spot.kind === "highlight");
  const supporters = (spots.data?.data ?? []).filter((spot) => spot.kind !== "highlight" && spot.image);
  const latest = posts.data?.data ?? [];
  const upcoming = events.data?.data ?? [];
  const nothing =
    !loading &&
    !failed.length &&
    !(
      slides.data?.data.length ||
      homeHooks.length ||
      latest.length ||
      spots.data?.data.length ||
      upcoming.length
    );

  return (
    <Stack gap="xl">
      {failed.length ? (
        <Alert color="red" role="alert" title={t("site.failed")}>
          <Stack gap="xs" align="flex-start">
            {isApiError(failed[0]!.error) ? failed[0]!.error.message : t("api.unreachable")}
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => failed.forEach((query) => void query.refetch())}
            >
              {t("loading.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SlidesCarousel slides={slides.data?.data ?? []} />
      {homeHooks.filter((hook) => hook.position === "home_top").length ? (
        <HookCards hooks={homeHooks.filter((hook) => hook.position === "home_top")} />
      ) : null}
      {latest.length ? (
        <Block
          title={t("site.latest_news")}
          more={
            <Anchor component={Link} to={sitePath("/news")}>
              {t("site.all_news")}
            </Anchor>
          }
        >
          <PostCards posts={latest} />
        </Block>
      ) : null}
      {homeHooks.filter((hook) => hook.position !== "home_top").length ? (
        <HookCards hooks={homeHooks.filter((hook) => hook.position !== "home_top")} />
      ) : null}
      {highlights.length ? (
        <Block title={t("site.highlights")}>
          <SpotCards spots={highlights} />
        </Block>
      ) : null}
      {upcoming.length ? (
        <Block
          title={t("site.upcoming_events")}
          more={
            <Anchor component={Link} to={sitePath("/calendar")}>
              {t("site.full_calendar")}
            </Anchor>
          }
        >
          <EventList events={upcoming} />
        </Block>
      ) : null}
      {supporters.length ? (
        <Block title={t("site.supporters")}>
          <SupporterLogos spots={supporters} />
        </Block>
      ) : null}
      {showEmpty && nothing ? (
        <EmptyState title={t("site.nothing_title")} description={t("site.nothing_text")} />
      ) : null}
    </Stack>
  );
};
