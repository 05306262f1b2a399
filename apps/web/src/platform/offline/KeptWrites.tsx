import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OutboxEntry } from "./offlineDb.ts";
import { discardWrite, flushOutbox } from "./outbox.ts";
import { useOutbox } from "./useOutbox.ts";

/**
 * What this device keeps of one scope's writes (a duel's result, a heat's marks): a write waiting
 * for the network (sent by itself when it returns), or one the server refused or found in conflict
 * with another person's change, which waits for the person. `texts` is the screen's i18n group
 * (pending_title, pending, send_now, conflict_title, refused_title, not_sent, discard);
 * `conflict` replaces the default of a conflict (the server's message and a discard button) with
 * the screen's own choice between what was typed and what is stored.
 */
export const KeptWrites = ({
  scope,
  texts,
  conflict,
}: {
  scope: string;
  texts: string;
  conflict?: (entry: OutboxEntry) => ReactNode;
}) => {
  const { t } = useTranslation();
  const kept = useOutbox(scope);
  if (!kept.length) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {kept.map((entry) =>
        entry.state === "pending" ? (
          <Alert key={entry.id} color="yellow" title={t(`${texts}.pending_title`)}>
            <Stack gap={4}>
              <Text size="sm">{t(`${texts}.pending`, { label: entry.label })}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void flushOutbox()}>
                  {t(`${texts}.send_now`)}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Alert key={entry.id} color="red" title={t(`${texts}.${entry.state}_title`)}>
            {entry.state === "conflict" && conflict ? (
              conflict(entry)
            ) : (
              <Stack gap={4}>
                <Text size="sm">{t(`${texts}.not_sent`, { label: entry.label })}</Text>
                <Text size="sm">{entry.message}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="light" color="red" onClick={() => void discardWrite(entry.id)}>
                    {t(`${texts}.discard`)}
                  </Button>
                </Group>
              </Stack>
            )}
          </Alert>
        ),
      )}
    </Stack>
  );
};
