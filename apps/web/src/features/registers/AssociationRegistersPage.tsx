import { Anchor, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useRegistersSummary } from "./AssociationListFilters.tsx";
import { AssociationRegistersNav } from "./AssociationRegistersNav.tsx";
import { associationRegistersPath } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/:id: where the association's registers stand — what waits for the
 * federation, what waits for payment, what is active and what expires soon — each count linking
 * to its list, filtered.
 */
export const AssociationRegistersPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const summary = useRegistersSummary(id);
  const data = summary.data;
  const tiles = data
    ? ([
        ["requests_pending", data.counts.requests_pending, "requests?status=pending", "yellow"],
        [
          "membershiprequests_pending",
          data.counts.membershiprequests_pending,
          "membershiprequests?status=pending",
          "yellow",
        ],
        [
          "entries_pending_payment",
          data.counts.entries_pending_payment,
          "memberships?status=pending_payment",
          "orange",
        ],
        [
          "memberships_pending_payment",
          data.counts.memberships_pending_payment,
          "memberships?tab=memberships&status=pending_payment",
          "orange",
        ],
        ["entries_active", data.counts.entries_active, "memberships?status=active", "teal"],
        [
          "memberships_active",
          data.counts.memberships_active,
          "memberships?tab=memberships&status=active",
          "teal",
        ],
        ["contracts_active", data.counts.contracts_active, "contracts?status=active", "teal"],
        ["expiring_30_days", data.counts.expiring_30_days, "memberships?expiring_within=30", "red"],
      ] as const)
    : [];
  // A tile's list: the screen's address of this association, with its filters.
  const to = (target: string) => {
    const [screen = "", search = ""] = target.split("?");
    return `${associationRegistersPath(id, screen)}${search ? `?${search}` : ""}`;
  };
  const askable = data?.types.filter((type) => type.accepts_association) ?? [];
  return (
    <Stack maw={1100}>
      <QueryOverlay {...queryOverlayProps(summary)}>
        {data ? (
          <>
            <AssociationRegistersNav
              id={id}
              title={t("assocregisters.summary.title", { name: data.association.name })}
              current="summary"
            />
            <Text c="dimmed">{t("assocregisters.summary.description")}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {tiles.map(([key, count, target, color]) => (
                <Card
                  key={key}
                  withBorder
                  radius="md"
                  component="section"
                  aria-label={t(`assocregisters.summary.${key}`)}
                >
                  <Text size="sm" c="dimmed">
                    {t(`assocregisters.summary.${key}`)}
                  </Text>
                  <Text fw={700} size="xl" c={count ? color : undefined}>
                    {count}
                  </Text>
                  <Anchor component={Link} to={to(target)} size="sm">
                    {t("assocregisters.summary.see")}
                  </Anchor>
                </Card>
              ))}
            </SimpleGrid>
            <Text size="sm">
              {askable.length
                ? t("assocregisters.summary.askable", { types: askable.map((type) => type.name).join(", ") })
                : t("assocregisters.summary.none_askable")}
            </Text>
          </>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
