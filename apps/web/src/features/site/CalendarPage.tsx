import { Pagination, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { paginationLabels } from "../../ui/paginationLabels.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { usePublishedList } from "./publicApi.ts";
import type { EventRecord } from "./publishedTypes.ts";
import { SiteLayout } from "./SiteLayout.tsx";
import { EventList, startOfToday } from "./UpcomingEvents.tsx";
import { useListParams } from "./useListParams.ts";

const PER_PAGE = 20;

/** The federation's calendar (/calendar): public events from today on, in date order. */
export const CalendarPage = () => {
  const { t } = useTranslation();
  const { page, update } = useListParams();
  const query = usePublishedList<EventRecord>("events", {
    starts_at_from: startOfToday(),
    sort: "starts_at",
    page,
    per_page: PER_PAGE,
  });
  const events = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));
  return (
    <SiteLayout>
      <Stack gap="lg">
        <Title order={1}>{t("titles.site_calendar")}</Title>
        <QueryOverlay {...queryOverlayProps(query)}>
          {events.length ? (
            <EventList events={events} />
          ) : (
            <EmptyState title={t("site.no_events_title")} description={t("site.no_events_text")} />
          )}
        </QueryOverlay>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => update({ page: next })}
            getControlProps={paginationLabels(t)}
          />
        ) : null}
      </Stack>
    </SiteLayout>
  );
};
