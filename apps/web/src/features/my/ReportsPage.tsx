import { Button, List, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { myApi } from "../../platform/api/operations/my.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { civilDate } from "./civilDate.ts";

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Title order={2} size="h4" mb="xs">
      {title}
    </Title>
    {children}
  </section>
);

/** /my/reports: the person's own summary as a printable page (documents, affiliations, PAR-Q, consents). */
export const ReportsPage = () => {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: ["my", "reports"],
    queryFn: () => myApi.report(),
  });
  if (!report.data) return <LoadingState />;
  const data = report.data;
  const status = (value: string | null) =>
    value ? t(`my.reports.statuses.${value}`, { defaultValue: value }) : "—";
  return (
    <Stack>
      <PageHeader
        title={`${t("titles.my_reports")}: ${data.name}`}
        description={t("my.reports.generated_at", { when: formatDateTime(data.generated_at) })}
        actions={
          <Button variant="default" onClick={() => window.print()} className="no-print">
            {t("my.reports.print")}
          </Button>
        }
      />
      <Section title={t("my.reports.documents")}>
        {data.documents.length === 0 ? (
          <Text c="dimmed">{t("my.reports.no_documents")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("my.reports.type")}</Table.Th>
                  <Table.Th>{t("my.reports.status")}</Table.Th>
                  <Table.Th>{t("my.reports.expires_on")}</Table.Th>
                  <Table.Th>{t("my.reports.sent_at")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.documents.map((doc) => (
                  <Table.Tr key={`${doc.type}-${doc.created_at}`}>
                    <Table.Td>{doc.type}</Table.Td>
                    <Table.Td>{status(doc.status)}</Table.Td>
                    <Table.Td>{doc.expires_on ? civilDate(doc.expires_on) : "—"}</Table.Td>
                    <Table.Td>{formatDateTime(doc.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={t("my.reports.missing")}>
        {data.missing_documents.length === 0 ? (
          <Text c="dimmed">{t("my.reports.no_missing")}</Text>
        ) : (
          <List>
            {data.missing_documents.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title={t("my.reports.affiliations")}>
        {data.affiliations.length === 0 ? (
          <Text c="dimmed">{t("my.reports.no_affiliations")}</Text>
        ) : (
          <List>
            {data.affiliations.map((row) => (
              <List.Item key={row.association}>
                {row.association} · {status(row.status)}
                {row.since ? ` · ${civilDate(row.since)}` : ""}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      {data.managed_associations.length ? (
        <Section title={t("my.reports.managed")}>
          <List>
            {data.managed_associations.map((row) => (
              <List.Item key={row.association}>{row.association}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <Section title={t("my.reports.parq")}>
        {data.parq ? (
          <Text>
            {status(data.parq.status)}
            {data.parq.valid_until
              ? ` · ${t("my.reports.expires_on")} ${civilDate(data.parq.valid_until)}`
              : ""}
          </Text>
        ) : (
          <Text c="dimmed">{t("my.reports.no_parq")}</Text>
        )}
      </Section>
      <Section title={t("my.reports.consents")}>
        {data.consents.length === 0 ? (
          <Text c="dimmed">{t("my.reports.no_consents")}</Text>
        ) : (
          <List>
            {data.consents.map((row) => (
              <List.Item key={row.purpose}>
                {t(`privacy.purposes.${row.purpose}`, { defaultValue: row.purpose })}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
};
