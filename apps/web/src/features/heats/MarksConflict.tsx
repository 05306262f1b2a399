import { Button, Group, Stack, Table, Text } from "@mantine/core";
import type { HeatEntryView } from "@quadra/shared/contracts/heats";
import type { HeatMeasure } from "@quadra/shared/resources/catalog/heats";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../platform/notify/notify.tsx";
import type { OutboxEntry } from "../../platform/offline/offlineDb.ts";
import { fetchHeatSheet } from "./heatsApi.ts";
import { markConflicts, resolveMarksConflict } from "./offlineMarks.ts";

/**
 * Marks kept on this device that the server refused because another person changed the same
 * entries meanwhile: each mark as typed beside what is stored now, and the person's choice of
 * which stays. Nothing is overwritten until they choose.
 */
export const MarksConflict = ({
  kept,
  heatId,
  entries,
  measure,
  onResolved,
}: {
  kept: OutboxEntry;
  heatId: string;
  entries: readonly HeatEntryView[];
  measure: HeatMeasure;
  onResolved: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<"mine" | "stored" | null>(null);
  const rows = markConflicts(kept, entries, measure, i18n.language);
  const choose = async (keep: "mine" | "stored") => {
    setBusy(keep);
    try {
      // The versions stored now, read again: "mine" is sent over exactly what the person saw here.
      const current = keep === "mine" ? (await fetchHeatSheet(heatId)).heat.entries : entries;
      await resolveMarksConflict(kept, current, keep);
      onResolved();
    } catch (error) {
      notifyError({ message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{kept.message}</Text>
      <Table aria-label={t("heats.offline.conflict_table")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("heats.offline.athlete")}</Table.Th>
            <Table.Th>{t("heats.offline.typed")}</Table.Th>
            <Table.Th>{t("heats.offline.stored")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.entry_id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.typed || t("heats.offline.no_mark")}</Table.Td>
              <Table.Td>{row.stored || t("heats.offline.no_mark")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Button
          size="xs"
          loading={busy === "mine"}
          disabled={busy !== null}
          onClick={() => void choose("mine")}
        >
          {t("heats.offline.keep_mine")}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={busy === "stored"}
          disabled={busy !== null}
          onClick={() => void choose("stored")}
        >
          {t("heats.offline.keep_stored")}
        </Button>
      </Group>
    </Stack>
  );
};
