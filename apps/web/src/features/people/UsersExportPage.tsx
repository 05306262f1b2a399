import { Button, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { downloadExport, type ExportFormat } from "../resources/downloadExport.ts";
import { PeopleFilters } from "./PeopleFilters.tsx";
import { peopleExportUrl } from "./peopleCalls.ts";
import type { PeopleListState } from "./peopleListParams.ts";

/** `/records/users/export`: choose who goes into the file (search and filters) and its format, then download. */
export const UsersExportPage = () => {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState<PeopleListState["filters"]>({});
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadExport({
        url: peopleExportUrl(format, { ...(q.trim() ? { q: q.trim() } : {}), sort: "name", ...filters }),
        format,
        fallbackName: t("titles.users"),
      });
      notifySuccess({ message: t("people.exported", { name }) });
    } catch (error) {
      // downloadExport notifies nothing itself: say what the server said.
      notifyError({ message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack maw={900} mx="auto" w="100%">
      <PageHeader title={t("people.export")} description={t("people.export_page.description")} />
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <TextInput
            label={t("people.export_page.search")}
            placeholder={t("people.search")}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maw={420}
          />
          <PeopleFilters filters={filters} onChange={setFilters} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="people-export-format">
              {t("people.export_page.format")}
            </Text>
            <SegmentedControl
              aria-labelledby="people-export-format"
              value={format}
              onChange={(value) => setFormat(value as ExportFormat)}
              data={[
                { value: "xlsx", label: t("people.export_page.xlsx") },
                { value: "csv", label: t("people.export_page.csv") },
              ]}
            />
          </Stack>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={busy}
            onClick={() => void download()}
            w="fit-content"
          >
            {t("people.export_page.download")}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
};
