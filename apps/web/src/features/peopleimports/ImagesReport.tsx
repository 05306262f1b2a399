import { Badge, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ImageFileStatus, ImagesImportReport } from "./imagesImportCalls.ts";

const STATUSES: ImageFileStatus[] = ["matched", "not_found", "invalid", "skipped"];
const COLORS: Record<ImageFileStatus, string> = {
  matched: "green",
  not_found: "yellow",
  invalid: "red",
  skipped: "gray",
};

/** The report of an images import: a count per outcome, and every file with what happened to it. */
export const ImagesReport = ({ report }: { report: ImagesImportReport }) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ImageFileStatus | "all">("all");
  const files = shown === "all" ? report.files : report.files.filter((file) => file.status === shown);
  return (
    <Stack>
      <Group gap="xs" role="status" aria-label={t("peopleimports.images.summary")}>
        {STATUSES.map((status) => (
          <Badge key={status} color={COLORS[status]} variant="light" size="lg">
            {t(`peopleimports.images.counts.${status}`, { count: report[status] })}
          </Badge>
        ))}
      </Group>
      <SegmentedControl
        aria-label={t("peopleimports.images.filter")}
        value={shown}
        onChange={(value) => setShown(value as ImageFileStatus | "all")}
        data={[
          { value: "all", label: t("peopleimports.images.all") },
          ...STATUSES.map((status) => ({ value: status, label: t(`peopleimports.images.status.${status}`) })),
        ]}
      />
      {files.length === 0 ? (
        <Text c="dimmed">{t("peopleimports.images.no_files")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t("peopleimports.images.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("peopleimports.images.columns.file")}</Table.Th>
                <Table.Th>{t("peopleimports.images.columns.status")}</Table.Th>
                <Table.Th>{t("peopleimports.images.columns.detail")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file) => (
                <Table.Tr key={`${file.file}:${file.status}`}>
                  <Table.Td style={{ wordBreak: "break-all" }}>{file.file}</Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[file.status]} variant="light">
                      {t(`peopleimports.images.status.${file.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{file.record_title ?? file.reason ?? ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
