import { Anchor, Code, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { civilDate } from "../my/civilDate.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRecordScreen } from "./AssociationRecordScreen.tsx";
import {
  ASSOCIATION_REGISTERS_KEYS,
  associationRegistersPath,
  fetchContract,
  optionLabel,
} from "./associationRegistersApi.ts";
import { RecordFacts } from "./RecordFacts.tsx";

/** Where anyone checks a contract by its code (the public page, as CBF's BID). */
export const publicContractPath = (code: string) => `/public/contracts/${encodeURIComponent(code)}`;

/**
 * /my/associations/registers/contracts/:id/show/:contract_id: one contract of the association (held,
 * or of an athlete it lent), with its dates and the code anyone checks it by.
 */
export const AssociationContractPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "", contract_id: contractId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "contract", contractId),
    queryFn: ({ signal }) => fetchContract(id, contractId, signal),
  });
  return (
    <AssociationRecordScreen
      id={id}
      query={query}
      title={(name) => t("assocregisters.contract.title", { name })}
      label={(contract) => contract.number ?? contract.person_name}
      backTo={() => associationRegistersPath(id, "contracts")}
      backLabel={t("assocregisters.contract.back")}
    >
      {(contract) => (
        <>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600} size="lg">
                {contract.person_name}
              </Text>
              <Text size="sm" c="dimmed">
                {contract.number ?? "—"} · {contract.registertype.name}
              </Text>
            </Stack>
            <RegisterStatusBadge list="contractStatus" status={contract.status} />
          </Group>
          <RecordFacts
            facts={[
              [t("assocregisters.cols.kind"), optionLabel("contractKind", contract.kind, i18n.language)],
              [t("assocregisters.contract.association"), contract.association.name],
              // The lender only on a loan, the termination only when it happened.
              ...(contract.lending_association
                ? [[t("assocregisters.contract.lending"), contract.lending_association.name] as const]
                : []),
              [t("assocregisters.cols.starts_on"), civilDate(contract.starts_on)],
              [t("assocregisters.cols.ends_on"), contract.ends_on ? civilDate(contract.ends_on) : null],
              ...(contract.terminated_on
                ? [[t("assocregisters.contract.terminated_on"), civilDate(contract.terminated_on)] as const]
                : []),
              [t("assocregisters.cols.notes"), contract.notes],
            ]}
          />
          {contract.verification_code ? (
            <Stack gap={4}>
              <Text size="sm">
                {t("assocregisters.contract.code")}: <Code>{contract.verification_code}</Code>
              </Text>
              <Anchor component={Link} to={publicContractPath(contract.verification_code)} size="sm">
                {t("assocregisters.contract.verify")}
              </Anchor>
            </Stack>
          ) : null}
        </>
      )}
    </AssociationRecordScreen>
  );
};
