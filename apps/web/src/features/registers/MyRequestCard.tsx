import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { MyRegisterRequest } from "@quadra/shared/contracts/myRegisters";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../i18n/dates.ts";
import { civilDate } from "../my/civilDate.ts";
import { registerOptionLabel, registerStatusColor } from "./peopleRegistersApi.ts";

/**
 * One of the person's requests: its kind (membership or register, labelled), type, plan or role,
 * status with the reason when refused, and the entry approval made with its number and validity.
 */
export const MyRequestCard = ({
  request,
  to,
  children,
}: {
  request: MyRegisterRequest;
  to?: string;
  children?: ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const entry = request.entry;
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="outline" color={request.kind === "membership" ? "blue" : "grape"}>
              {t(request.kind === "membership" ? "regpeople.kind_membership" : "regpeople.kind_affiliation")}
            </Badge>
            {to ? (
              <Text component={Link} to={to} fw={600} td="underline">
                {request.registertype_name}
              </Text>
            ) : (
              <Text fw={600}>{request.registertype_name}</Text>
            )}
          </Group>
          <Badge color={registerStatusColor(request.status)} aria-label={t("regpeople.request_status")}>
            {registerOptionLabel("review", request.status, i18n.language)}
          </Badge>
        </Group>
        <Text size="sm">
          {t(request.kind === "membership" ? "regpeople.option_plan" : "regpeople.option_role", {
            name: request.option_name,
          })}
          {request.style_name ? ` · ${t("regpeople.style_name", { name: request.style_name })}` : ""}
        </Text>
        {request.association_name ? (
          <Text size="sm">{t("regpeople.through", { name: request.association_name })}</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t("regpeople.requested_on", { date: formatDate(request.created_at) })}
          {request.reviewed_at
            ? ` · ${t("regpeople.reviewed_on", { date: formatDate(request.reviewed_at) })}`
            : ""}
        </Text>
        {request.status === "rejected" && request.review_reason ? (
          <Text size="sm" c="red.8">
            {t("regpeople.reason", { reason: request.review_reason })}
          </Text>
        ) : null}
        {entry ? (
          <Group gap="xs">
            {entry.number ? <Text size="sm">{t("regpeople.entry", { number: entry.number })}</Text> : null}
            <Badge
              color={registerStatusColor(entry.status)}
              variant="light"
              aria-label={t("regpeople.entry_status")}
            >
              {registerOptionLabel("entry", entry.status, i18n.language)}
            </Badge>
            {entry.starts_on ? (
              <Text size="sm">
                {entry.ends_on
                  ? t("regpeople.validity", {
                      from: civilDate(entry.starts_on),
                      until: civilDate(entry.ends_on),
                    })
                  : t("regpeople.validity_open", { from: civilDate(entry.starts_on) })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
};
