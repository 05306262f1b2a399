import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { RESOURCES, type RegisterTypeSummary } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { typePath, useOptionLabel } from "./registerStaffDisplay.tsx";
import { fetchRecord, fetchTypeSummary, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

/** The type's child screens, each a list under /registers/registertypes/:id/<name>. */
const CHILDREN = [
  "registerrequests",
  "registermembershiprequests",
  "registers",
  "registermemberships",
  "registercontracts",
  "registerroles",
  "registergraduations",
  "registerstyles",
  "registermembershipplans",
  "registermembershipstyles",
  "registerdocuments",
] as const;

/** The cockpit's figures, each linking to the list it counts. */
const FIGURES: [keyof RegisterTypeSummary, (typeof CHILDREN)[number]][] = [
  ["pending_requests", "registerrequests"],
  ["pending_membership_requests", "registermembershiprequests"],
  ["active_entries", "registers"],
  ["pending_payment_entries", "registers"],
  ["active_memberships", "registermemberships"],
  ["contracts_in_force", "registercontracts"],
  ["expiring_30_days", "registers"],
];

/** /registers/registertypes/show/:id: a register type's settings, its figures and every child screen. */
export const RegisterTypeShowPage = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  const label = useOptionLabel();
  const { id = "" } = useParams();
  const type = useQuery({
    queryKey: STAFF_REGISTER_KEYS.record("registertypes", id),
    queryFn: () => fetchRecord("registertypes", id),
  });
  const summary = useQuery({
    queryKey: STAFF_REGISTER_KEYS.summary(id),
    queryFn: () => fetchTypeSummary(id),
  });
  const row = type.data;
  const yes = (value: unknown) => t(value ? "regreview.type.yes" : "regreview.type.no");
  return (
    <Stack maw={1100}>
      <Anchor component={Link} to="/registers/registertypes" size="sm">
        {t("titles.registertypes")}
      </Anchor>
      <PageHeader
        title={String(row?.name ?? t("titles.registertypes"))}
        description={row?.description ? String(row.description) : undefined}
        actions={
          <Button component={Link} to={`/registers/registertypes/edit/${id}`} variant="default">
            {t("regreview.type.edit")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(type)}>
        {row ? (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t("regreview.type.settings")}
            </Title>
            <RecordFacts
              facts={[
                [t("regreview.type.kind"), label("registertypes", "kind", row.kind)],
                [t("regreview.type.validity"), label("registertypes", "validity", row.validity)],
                [
                  t("regreview.type.season_ends_on"),
                  row.season_ends_on ? civilDate(String(row.season_ends_on)) : null,
                ],
                [t("regreview.type.requesters"), label("registertypes", "requesters", row.requesters)],
                [t("regreview.type.number_prefix"), row.number_prefix ? String(row.number_prefix) : null],
                [t("regreview.type.public"), yes(row.public)],
                [t("regreview.type.parq_required"), yes(row.parq_required)],
                [t("regreview.type.active"), yes(row.active)],
              ]}
            />
          </Paper>
        ) : null}
      </QueryOverlay>
      <Title order={2} size="h4">
        {t("regreview.type.counts")}
      </Title>
      <QueryOverlay {...queryOverlayProps(summary)}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {FIGURES.map(([key, child]) => (
            <Paper key={key} withBorder p="md" radius="md" component={Link} to={typePath(id, child)}>
              <Text size="xl" fw={700}>
                {summary.data?.[key] ?? "—"}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`regreview.type.${key}`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </QueryOverlay>
      <Title order={2} size="h4">
        {t("regreview.type.sections")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {CHILDREN.map((child) => (
          <Button key={child} component={Link} to={typePath(id, child)} variant="light" justify="flex-start">
            {RESOURCES[child]?.label.many[language] ?? child}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
