import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { StatusBadge, typePath, useOptionLabel } from "./registerStaffDisplay.tsx";
import { fetchRecord, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

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
  const { parent_id = "", id = "" } = useParams();
  const query = useQuery({
    queryKey: STAFF_REGISTER_KEYS.record("registercontracts", id),
    queryFn: () => fetchRecord("registercontracts", id),
  });
  const row = query.data;
  const titles = row?._titles ?? {};
  const code = row?.verification_code ? String(row.verification_code) : null;
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to={typePath(parent_id, "registercontracts")} size="sm">
        {t("titles.registercontracts")}
      </Anchor>
      <PageHeader
        title={String(row?.number ?? t("titles.registercontracts"))}
        description={titles.user_id}
        actions={
          <Button component={Link} to={typePath(parent_id, `registercontracts/edit/${id}`)} variant="default">
            {t("regreview.entry.edit")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {row ? (
          <Stack>
            <Group>
              <StatusBadge resource="registercontracts" value={row.status} />
            </Group>
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
                  [
                    t("regreview.contract.period"),
                    t("regreview.entry.validity_value", {
                      from: day(row.starts_on) ?? "—",
                      to: day(row.ends_on) ?? t("regreview.entry.open_ended"),
                    }),
                  ],
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
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
