import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Person } from "@quadra/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { APPROVAL_COUNTS_KEY } from "../documents/approvalCounts.ts";
import { PersonThumbnail } from "./PersonThumbnail.tsx";
import { decide, fetchQueue, PEOPLE_KEY, type PersonQueue } from "./peopleCalls.ts";

const PER_PAGE = 20;

/** Old and new side by side: the photo the person has and the one they sent, or the names. */
const Comparison = ({ queue, person }: { queue: PersonQueue; person: Person }) => {
  const { t } = useTranslation();
  const texts = `people.queues.${queue}`;
  if (queue === "profilepictures")
    return (
      <SimpleGrid cols={2} spacing="sm">
        <Stack gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t(`${texts}.current`)}
          </Text>
          <PersonThumbnail url={person.image_url} name={person.name} size={120} />
        </Stack>
        <Stack gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t(`${texts}.proposed`)}
          </Text>
          <PersonThumbnail url={person.pending_image_url} name={person.name} size={120} />
        </Stack>
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t(`${texts}.current`)}
        </Text>
        <Text>{person.social_name ?? person.name}</Text>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t(`${texts}.proposed`)}
        </Text>
        <Text fw={600}>{person.pending_social_name}</Text>
      </Stack>
    </SimpleGrid>
  );
};

/**
 * An approval queue of the register (photos or social names): oldest request first, old and new
 * side by side, approve at once or refuse with a reason; the person is told by e-mail either way.
 */
export const PersonQueuePage = ({ queue }: { queue: PersonQueue }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<string | null>(null);
  const texts = `people.queues.${queue}`;
  const list = useQuery({
    queryKey: [PEOPLE_KEY, "queue", queue, page],
    queryFn: ({ signal }) => fetchQueue(queue, page, signal),
    placeholderData: keepPreviousData,
  });
  const decided = async () => {
    await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
    // The menu's badges count what waits.
    await queryClient.invalidateQueries({ queryKey: APPROVAL_COUNTS_KEY });
  };
  const approve = async (person: Person) => {
    setApproving(person.id);
    try {
      await decide({ queue, id: person.id, approved: true });
      notifySuccess({ message: t("people.queues.approved", { name: person.name }) });
      await decided();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setApproving(null);
    }
  };
  const reject = async (person: Person, reason: string) => {
    await decide({ queue, id: person.id, approved: false, reason });
    notifySuccess({ message: t("people.queues.rejected", { name: person.name }) });
    await decided();
  };
  const people = list.data?.data ?? [];
  return (
    <Stack>
      <PageHeader title={t(`${texts}.title`)} description={t(`${texts}.description`)} />
      <QueryOverlay {...queryOverlayProps(list)}>
        {people.length === 0 ? (
          <EmptyState title={t(`${texts}.empty_title`)} description={t(`${texts}.empty_text`)} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {people.map((person) => {
              const submitted =
                queue === "profilepictures" ? person.image_submitted_at : person.social_name_submitted_at;
              return (
                <Card
                  key={person.id}
                  withBorder
                  radius="md"
                  padding="md"
                  aria-label={person.name}
                  component="article"
                >
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>{person.name}</Text>
                      {person.registration_number ? (
                        <Badge variant="light">{person.registration_number}</Badge>
                      ) : null}
                    </Group>
                    {submitted ? (
                      <Text size="xs" c="dimmed">
                        {t("people.queues.sent_at", { when: formatDateTime(submitted) })}
                      </Text>
                    ) : null}
                    <Comparison queue={queue} person={person} />
                    <ReviewDecision
                      compact={false}
                      texts={{
                        approve: t("people.queues.approve"),
                        reject: t("people.queues.reject"),
                        approveLabel: t("people.queues.approve_of", { name: person.name }),
                        rejectLabel: t("people.queues.reject_of", { name: person.name }),
                        title: t("people.queues.reject_title", { name: person.name }),
                        reason: t("people.queues.reason"),
                        reasonHelp: t("people.queues.reason_help"),
                        reasonRequired: t("people.queues.reason_required"),
                        confirm: t("people.queues.confirm_reject"),
                      }}
                      maxReasonLength={500}
                      busy={approving === person.id}
                      onApprove={() => void approve(person)}
                      onReject={(reason) => reject(person, reason)}
                    />
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
        {list.data && list.data.total > PER_PAGE ? (
          <ListPagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

/** `/records/users/profilepictures_approve`. */
export const ProfilePicturesApprovePage = () => <PersonQueuePage queue="profilepictures" />;
/** `/records/users/socialnames_approve`. */
export const SocialNamesApprovePage = () => <PersonQueuePage queue="socialnames" />;
