import { Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { ExportLayout } from "@quadra/shared/contracts/myFinances";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadButtons } from "../../ui/DownloadButtons.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, formatMoney } from "../resources/formatValue.ts";
import {
  downloadReport,
  fetchOpenReport,
  fetchReceivedReport,
  type ReportExport,
} from "./payerFinancesApi.ts";

const today = () => dayjs().format("YYYY-MM-DD");

/** A small table of a report: its name, column heads and rows of cells. */
const ReportTable = ({ label, heads, rows }: { label: string; heads: string[]; rows: ReactNode[][] }) => (
  <Table.ScrollContainer minWidth={480}>
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {heads.map((head, index) => (
            <Table.Th key={head} ta={index ? "right" : undefined}>
              {head}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((cells, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed report, never reordered
          <Table.Tr key={row}>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <Table.Td key={index} ta={index ? "right" : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** The two export buttons of a report, in the layout chosen above. */
const ExportButtons = ({ query }: { query: Omit<ReportExport, "format"> }) => {
  const { t } = useTranslation();
  return (
    <DownloadButtons
      formats={["xlsx", "csv"] as const}
      size="xs"
      labelOf={(format) => t(`financereports.export_${format}`)}
      download={(format) => downloadReport({ ...query, format })}
      downloaded={(name) => t("financereports.exported", { name })}
    />
  );
};

/**
 * One report: its heading with the exports, the days it is asked for (a form: the report follows
 * what was submitted, not each keystroke), and what it answered.
 */
const ReportSection = <D extends Record<string, string>, R>({
  name,
  title,
  days,
  initial,
  load,
  exportOf,
  children,
}: {
  name: string;
  title: string;
  days: { key: keyof D & string; label: string }[];
  initial: D;
  load: (days: D) => Promise<R>;
  exportOf: (days: D) => Omit<ReportExport, "format">;
  children: (report: R) => ReactNode;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [asked, setAsked] = useState(initial);
  const query = useQuery({ queryKey: ["financereports", name, asked], queryFn: () => load(asked) });
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <ExportButtons query={exportOf(asked)} />
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setAsked(draft);
          }}
        >
          <Group align="flex-end" gap="sm">
            {days.map((day) => (
              <TextInput
                key={day.key}
                type="date"
                label={day.label}
                value={draft[day.key]}
                onChange={(event) => setDraft({ ...draft, [day.key]: event.currentTarget.value })}
              />
            ))}
            <Button type="submit" variant="default">
              {t("financereports.show")}
            </Button>
          </Group>
        </form>
        <QueryOverlay {...queryOverlayProps(query)}>{query.data ? children(query.data) : null}</QueryOverlay>
      </Stack>
    </Card>
  );
};

const ReceivedSection = ({ layout }: { layout?: ExportLayout }) => {
  const { t } = useTranslation();
  return (
    <ReportSection
      name="received"
      title={t("financereports.received_title")}
      days={[
        { key: "from", label: t("financereports.from") },
        { key: "to", label: t("financereports.to") },
      ]}
      initial={{ from: dayjs().startOf("month").format("YYYY-MM-DD"), to: today() }}
      load={fetchReceivedReport}
      exportOf={(period) => ({ kind: "received", layout, ...period })}
    >
      {(report) =>
        report.count === 0 ? (
          <Text c="dimmed">{t("financereports.nothing_received")}</Text>
        ) : (
          <Stack>
            <Text fw={700}>
              {t("financereports.total", { amount: formatMoney(report.total_cents), count: report.count })}
            </Text>
            <ReportTable
              label={t("financereports.by_means")}
              heads={[t("financereports.means"), t("financereports.count"), t("financereports.amount")]}
              rows={report.by_means.map((row) => [
                t(`myfinances.means.${row.means}`, { defaultValue: row.means }),
                row.count,
                formatMoney(row.total_cents),
              ])}
            />
            <ReportTable
              label={t("financereports.by_month")}
              heads={[t("financereports.month"), t("financereports.count"), t("financereports.amount")]}
              rows={report.by_month.map((row) => [
                dayjs(`${row.month}-01`).format("MM/YYYY"),
                row.count,
                formatMoney(row.total_cents),
              ])}
            />
          </Stack>
        )
      }
    </ReportSection>
  );
};

const OpenSection = ({ layout }: { layout?: ExportLayout }) => {
  const { t } = useTranslation();
  return (
    <ReportSection
      name="open"
      title={t("financereports.open_title")}
      days={[{ key: "on", label: t("financereports.on") }]}
      initial={{ on: today() }}
      load={({ on }) => fetchOpenReport(on)}
      exportOf={({ on }) => ({ kind: "open", layout, on })}
    >
      {(report) =>
        report.payers.length === 0 ? (
          <Text c="dimmed">{t("financereports.nothing_open")}</Text>
        ) : (
          <Stack>
            <Text fw={700}>
              {t("financereports.open_total", {
                open: formatMoney(report.open_cents),
                overdue: formatMoney(report.overdue_cents),
              })}
            </Text>
            <ReportTable
              label={t("financereports.open_title")}
              heads={[
                t("financereports.payer"),
                t("financereports.open_amount"),
                t("financereports.overdue_amount"),
                t("financereports.oldest"),
              ]}
              rows={report.payers.map((payer) => [
                `${payer.payer_name} (${t(`financereports.payer_kind.${payer.payer_kind}`)})`,
                formatMoney(payer.open_cents),
                <Text key="overdue" span c={payer.overdue_cents ? "red" : undefined}>
                  {formatMoney(payer.overdue_cents)}
                </Text>,
                formatDay(payer.oldest_due_date),
              ])}
            />
          </Stack>
        )
      }
    </ReportSection>
  );
};

/**
 * /reports/finances_report: received by period and means, open and overdue by payer, each exported
 * as XLSX or CSV in the layout the accountant loads (the tenant's `erp` setting is the server's
 * default; choosing here overrides it for the download).
 */
export const FinanceReportsPage = () => {
  const { t } = useTranslation();
  // "setting": the server picks the layout from the tenant's `erp` setting.
  const [layout, setLayout] = useState<ExportLayout | "setting">("setting");
  return (
    <Stack maw={1000}>
      <PageHeader title={t("titles.finances_report")} description={t("financereports.description")} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="finance-export-layout">
          {t("financereports.layout")}
        </Text>
        <SegmentedControl
          aria-labelledby="finance-export-layout"
          value={layout}
          onChange={(value) => setLayout(value as ExportLayout | "setting")}
          data={[
            { value: "setting", label: t("financereports.layout_setting") },
            { value: "generic", label: t("financereports.layout_generic") },
            { value: "dominio", label: t("financereports.layout_dominio") },
          ]}
        />
      </Stack>
      <ReceivedSection layout={layout === "setting" ? undefined : layout} />
      <OpenSection layout={layout === "setting" ? undefined : layout} />
    </Stack>
  );
};
