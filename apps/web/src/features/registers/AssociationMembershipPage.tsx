import { Group, Stack, Table, Text, Title } from "@mantine/core";
import type { AssociationRegisterEntryDetail } from "@quadra/shared/contracts/associationRegisters";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { civilDate } from "../my/civilDate.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRecordScreen } from "./AssociationRecordScreen.tsx";
import {
  ASSOCIATION_REGISTERS_KEYS,
  associationRegistersPath,
  fetchEntryOrMembership,
} from "./associationRegistersApi.ts";
import { EntryDebtCard } from "./EntryDebtCard.tsx";
import { GraduationTag } from "./GraduationTag.tsx";
import { RecordFacts } from "./RecordFacts.tsx";

const day = (value: string | null) => (value ? civilDate(value) : null);

/** An entry's graduation history, newest first: each promotion with its date, grades and examiner. */
const GraduationHistory = ({ entry }: { entry: AssociationRegisterEntryDetail }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("assocregisters.entry.history")}
      </Title>
      {entry.promotions.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t("assocregisters.entry.history")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("assocregisters.entry.promoted_on")}</Table.Th>
                <Table.Th>{t("assocregisters.entry.from")}</Table.Th>
                <Table.Th>{t("assocregisters.entry.to")}</Table.Th>
                <Table.Th>{t("assocregisters.entry.examiner")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entry.promotions.map((promotion) => (
                <Table.Tr key={promotion.id}>
                  <Table.Td>{civilDate(promotion.promoted_on)}</Table.Td>
                  <Table.Td>{promotion.from_graduation?.name ?? "—"}</Table.Td>
                  <Table.Td>{promotion.graduation?.name ?? "—"}</Table.Td>
                  <Table.Td>{promotion.examiner}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t("assocregisters.entry.no_history")}
        </Text>
      )}
    </Stack>
  );
};

/**
 * /my/associations/registers/memberships/:id/show/:memberships_id: one of the association's
 * people's register entries (with its graduation history) or club memberships, and the debt that
 * makes it active.
 */
export const AssociationMembershipPage = () => {
  const { t } = useTranslation();
  const { id = "", memberships_id: recordId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "membership", recordId),
    queryFn: ({ signal }) => fetchEntryOrMembership(id, recordId, signal),
  });
  return (
    <AssociationRecordScreen
      id={id}
      query={query}
      title={(name) =>
        query.data?.kind === "membership"
          ? t("assocregisters.membership.title", { name })
          : t("assocregisters.entry.title", { name })
      }
      label={(record) => record.person_name}
      backTo={(record) =>
        `${associationRegistersPath(id, "memberships")}${record.kind === "membership" ? "?tab=memberships" : ""}`
      }
      backLabel={t("assocregisters.entry.back")}
    >
      {(record) => (
        <>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600} size="lg">
                {record.person_name}
              </Text>
              <Text size="sm" c="dimmed">
                {record.number ?? t("assocregisters.entry.no_number")} · {record.registertype.name}
              </Text>
            </Stack>
            <RegisterStatusBadge list="entryStatus" status={record.status} />
          </Group>
          <RecordFacts
            facts={[
              ...(record.kind === "entry"
                ? ([
                    [t("assocregisters.cols.role"), record.role?.name],
                    [t("assocregisters.cols.style"), record.style?.name],
                    [
                      t("assocregisters.cols.graduation"),
                      <GraduationTag key="grade" graduation={record.graduation} />,
                    ],
                    [t("assocregisters.entry.graduated_on"), day(record.graduated_on)],
                  ] as [string, ReactNode][])
                : ([
                    [t("assocregisters.cols.plan"), record.plan?.name],
                    [t("assocregisters.cols.style"), record.style?.name],
                  ] as [string, ReactNode][])),
              [t("assocregisters.cols.starts_on"), day(record.starts_on)],
              [
                t("assocregisters.cols.ends_on"),
                day(record.ends_on) ?? t("assocregisters.memberships.open_ended"),
              ],
              [t("assocregisters.cols.notes"), record.notes],
            ]}
          />
          <EntryDebtCard associationId={id} debt={record.debt} entryStatus={record.status} />
          {record.kind === "entry" ? <GraduationHistory entry={record} /> : null}
        </>
      )}
    </AssociationRecordScreen>
  );
};
