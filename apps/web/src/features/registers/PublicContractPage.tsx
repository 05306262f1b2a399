import { Badge, Button, Card, Center, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZContractCode } from "@quadra/shared/contracts/publicRegisters";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { publicRegistersApi } from "../../platform/api/operations/publicRegisters.ts";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { civilDate } from "../my/civilDate.ts";
import { contractPath, PEOPLE_REGISTERS_KEYS, registerOptionLabel } from "./peopleRegistersApi.ts";

/**
 * /public/contracts/:code? (not in spec §2): anyone types or opens a contract's verification code
 * and sees, as in CBF's BID, the athlete's name (nothing else of them: LGPD), the associations, the
 * kind, the dates and whether it is in force. An unknown code says "not found".
 */
export const PublicContractPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code = "" } = useParams();
  // The code checked as the API checks it: a missing or malformed one is said under the field.
  const form = useForm({
    initialValues: { code },
    validate: (values) => {
      const parsed = ZContractCode.safeParse(values);
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const contract = useQuery({
    queryKey: PEOPLE_REGISTERS_KEYS.contract(code),
    queryFn: () => publicRegistersApi.contract({ params: { code }, quiet: true }),
    enabled: Boolean(code),
    retry: false,
  });
  const notFound =
    isApiError(contract.error) && (contract.error.status === 404 || contract.error.status === 400);
  const failure = contract.error && !notFound ? (contract.error as Error).message : null;
  const result = contract.data;
  const row = (label: string, value: string | null) =>
    value ? (
      <Table.Tr>
        <Table.Th scope="row">{label}</Table.Th>
        <Table.Td>{value}</Table.Td>
      </Table.Tr>
    ) : null;
  return (
    <Center p="md">
      <Stack maw={560} w="100%">
        <Title order={1} size="h2">
          {t("regpeople.contract_title")}
        </Title>
        <Text c="dimmed">{t("regpeople.contract_description")}</Text>
        <form
          onSubmit={form.onSubmit((values) => navigate(contractPath(values.code.trim().toUpperCase())))}
          noValidate
        >
          <Group align="flex-end">
            <TextInput
              label={t("regpeople.contract_code")}
              required
              maxLength={20}
              autoCapitalize="characters"
              style={{ flex: 1 }}
              {...form.getInputProps("code")}
            />
            <Button type="submit">{t("regpeople.contract_check")}</Button>
          </Group>
        </form>
        {contract.isLoading ? <LoadingState /> : null}
        {notFound ? (
          <Text c="red.8" role="status">
            {t("regpeople.contract_not_found")}
          </Text>
        ) : null}
        {failure ? <Text c="red">{failure}</Text> : null}
        {result ? (
          <Card withBorder radius="md" padding="lg">
            <Stack>
              <Badge size="lg" color={result.in_force ? "teal" : "red"} role="status">
                {t(result.in_force ? "regpeople.contract_in_force" : "regpeople.contract_not_in_force")}
              </Badge>
              <Table>
                <Table.Tbody>
                  {row(t("regpeople.contract_athlete"), result.athlete_name)}
                  {row(t("regpeople.contract_association"), result.association_name)}
                  {row(t("regpeople.contract_lender"), result.lending_association_name)}
                  {row(
                    t("regpeople.contract_kind"),
                    registerOptionLabel("contractKind", result.kind, i18n.language),
                  )}
                  {row(t("regpeople.contract_type"), result.registertype_name)}
                  {row(t("regpeople.contract_number"), result.number)}
                  {row(
                    t("regpeople.contract_dates"),
                    `${civilDate(result.starts_on)}${result.ends_on ? ` – ${civilDate(result.ends_on)}` : ""}`,
                  )}
                  {row(
                    t("regpeople.contract_status"),
                    `${registerOptionLabel("contractStatus", result.status, i18n.language)}${
                      result.terminated_on
                        ? ` (${t("regpeople.contract_terminated", { date: civilDate(result.terminated_on) })})`
                        : ""
                    }`,
                  )}
                </Table.Tbody>
              </Table>
              <Text size="sm" c="dimmed">
                {t("regpeople.contract_checked", { when: formatDateTime(result.checked_at) })}
              </Text>
            </Stack>
          </Card>
        ) : null}
        <Text size="xs" c="dimmed">
          {t("regpeople.contract_privacy")}
        </Text>
      </Stack>
    </Center>
  );
};
