import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { DISPLAY_TIME_ZONE, formatDate, formatDateTime } from "../../i18n/dates.ts";
import type { EventRecord } from "./publishedTypes.ts";

/** The start of today in São Paulo: "upcoming" keeps today's events on the calendar all day. */
export const startOfToday = () => dayjs().tz(DISPLAY_TIME_ZONE).startOf("day").toISOString();

const when = (event: EventRecord) => {
  if (event.all_day)
    return event.ends_at && formatDate(event.ends_at) !== formatDate(event.starts_at)
      ? `${formatDate(event.starts_at)} – ${formatDate(event.ends_at)}`
      : formatDate(event.starts_at);
  return formatDateTime(event.starts_at);
};

/** Events in date order: a date tile, the title, when and where, and whether it was postponed or cancelled. */
export const EventList = ({ events }: { events: EventRecord[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {events.map((event) => {
        const start = dayjs(event.starts_at).tz(DISPLAY_TIME_ZONE);
        return (
          <Paper key={event.id} component="li" withBorder p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Stack gap={0} align="center" miw={56} aria-hidden>
                <Text fw={800} size="xl" lh={1}>
                  {start.format("DD")}
                </Text>
                <Text size="xs" tt="uppercase" c="dimmed">
                  {start.format("MMM")}
                </Text>
              </Stack>
              <Stack gap={2}>
                <Group gap="xs">
                  <Title order={3} size="h5">
                    {event.title}
                  </Title>
                  {event.status !== "scheduled" ? (
                    <Badge color={event.status === "cancelled" ? "red" : "yellow"} variant="light">
                      {t(`site.event_status.${event.status}`)}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  <time dateTime={event.starts_at}>{when(event)}</time>
                </Text>
                {event.place || event._titles?.city_id ? (
                  <Group gap={4} c="dimmed">
                    <IconMapPin size={14} aria-hidden />
                    <Text size="sm">{[event.place, event._titles?.city_id].filter(Boolean).join(" · ")}</Text>
                  </Group>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
