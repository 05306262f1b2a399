import { Button, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { myAddresses } from "../../platform/api/operations/my.ts";
import { privacyAddresses } from "../../platform/api/operations/privacy.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";

const EXPORTS = [
  { key: "all", url: () => operationUrl(privacyAddresses.exportMine), fallback: "meus-dados.json" },
  { key: "documents", url: () => operationUrl(myAddresses.documentsCsv), fallback: "meus-documentos.csv" },
] as const;

/** /my/exporters: the person's own data as files (all of it as JSON; the documents as CSV). */
export const ExportersPage = () => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (entry: (typeof EXPORTS)[number]) => {
    setBusy(entry.key);
    try {
      const name = await downloadFile({ url: entry.url(), fallbackName: entry.fallback });
      notifySuccess({ message: t("my.exporters.downloaded", { name }) });
    } catch (error) {
      notifyError({ message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack>
      <PageHeader title={t("titles.exporters")} description={t("my.exporters.description")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {EXPORTS.map((entry) => (
          <Card key={entry.key} withBorder padding="lg">
            <Stack gap="xs">
              <Text fw={600}>{t(`my.exporters.${entry.key}_title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`my.exporters.${entry.key}_text`)}
              </Text>
              <Button
                onClick={() => download(entry)}
                loading={busy === entry.key}
                aria-label={`${t("my.exporters.download")}: ${t(`my.exporters.${entry.key}_title`)}`}
              >
                {t("my.exporters.download")}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
