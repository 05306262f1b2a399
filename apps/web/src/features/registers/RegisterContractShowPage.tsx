import { Anchor, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { civilDate } from "../my/civilDate.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { useValidity } from "./RegisterEntryShowPage.tsx";
import { useOptionLabel } from "./registerStaffDisplay.tsx";
import { StaffRecordScreen } from "./StaffRecordScreen.tsx";

const day = (value: unknown) => (value ? civilDate(String(value)) : null);

/** The public page where anyone checks a contract by its code (features/registers/PublicContractPage). */
export const contractVerificationPath = (code: string) => `/public/contracts/${encodeURIComponent(code)}`;

/**
 * /registers/registertypes/:parent_id/registercontracts/show/:id: an athlete–association contract
 * with its term, and its verification code with the public page that checks it (as CBF's BID).
 */
export const RegisterContractShowPage = () => {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const validity = useValidity();
  return (
    <StaffRecordScreen resource="registercontracts">
      {(row, titles) => {
        const code = row.verification_code ? String(row.verification_code) : null;
        return (
          <>
            <Paper withBorder p="md" radius="md">
              <RecordFacts
                facts={[
                  [t("regreview.contract.number"), row.number ? String(row.number) : null],
                  [t("regreview.contract.athlete"), titles.user_id],
                  [t("regreview.contract.association"), titles.association_id],
                  [t("regreview.contract.kind"), label("registercontracts", "kind", row.kind)],
                  ...(row.kind === "loan"
                    ? [
                        [t("regreview.contract.lending"), titles.lending_association_id] as [
                          string,
                          string | undefined,
                        ],
                      ]
                    : []),
                  [t("regreview.contract.period"), validity(row)],
                  ...(row.status === "terminated"
                    ? [
                        [t("regreview.contract.terminated_on"), day(row.terminated_on)] as [
                          string,
                          string | null,
                        ],
                      ]
                    : []),
                ]}
              />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("regreview.contract.verification")}
              </Title>
              {code ? (
                <Stack gap="xs">
                  <Group gap="xs">
                    <Text size="sm">{t("regreview.contract.code")}:</Text>
                    <Code>{code}</Code>
                  </Group>
                  <Anchor component={Link} to={contractVerificationPath(code)} size="sm">
                    {t("regreview.contract.verify_link")}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t("regreview.contract.verify_help")}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              )}
            </Paper>
          </>
        );
      }}
    </StaffRecordScreen>
  );
};
