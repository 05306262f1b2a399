import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { discardWrite, flushOutbox } from "../../platform/offline/outbox.ts";
import { useOutbox } from "../../platform/offline/useOutbox.ts";
import { duelResultScope } from "./offlineResults.ts";

/**
 * What this device keeps of the duel's result: a result waiting for the network (sent by itself
 * when it returns), or one the server refused or found in conflict with another person's change,
 * which waits for the person to read and discard.
 */
export const KeptResults = ({ duelId }: { duelId: string }) => {
  const { t } = useTranslation();
  const kept = useOutbox(duelResultScope(duelId));
  if (!kept.length) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {kept.map((entry) =>
        entry.state === "pending" ? (
          <Alert key={entry.id} color="yellow" title={t("competitions.offline.pending_title")}>
            <Stack gap={4}>
              <Text size="sm">{t("competitions.offline.pending", { label: entry.label })}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void flushOutbox()}>
                  {t("competitions.offline.send_now")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Alert key={entry.id} color="red" title={t(`competitions.offline.${entry.state}_title`)}>
            <Stack gap={4}>
              <Text size="sm">{t("competitions.offline.not_sent", { label: entry.label })}</Text>
              <Text size="sm">{entry.message}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" color="red" onClick={() => void discardWrite(entry.id)}>
                  {t("competitions.offline.discard")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ),
      )}
    </Stack>
  );
};
