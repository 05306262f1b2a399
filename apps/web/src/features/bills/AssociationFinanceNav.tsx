import { Button, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useManagedAssociation } from "../associations/ManagedAssociationPage.tsx";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";

const LINKS = [
  { key: "summary", path: "", label: "myfinances.association.summary_link" },
  { key: "debts", path: "/debts", label: "myfinances.association.debts_link" },
  { key: "bills", path: "/bills", label: "myfinances.association.bills_link" },
  { key: "create", path: "/bills/create", label: "myfinances.association.create_link" },
] as const;

export const associationFinancesPath = (id: string, path = "") => `/my/associations/finances/${id}${path}`;

/** The heading of an association's finance screens, with the links between them and the manager's area. */
export const AssociationFinanceNav = ({
  id,
  title,
  current,
}: {
  id: string;
  title: string;
  current: (typeof LINKS)[number]["key"] | null;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mb="md">
      <ManagerLinks id={id} current="finances" />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs" component="nav" aria-label={t("myfinances.association.nav")}>
        {LINKS.map((link) => (
          <Button
            key={link.key}
            component={Link}
            to={associationFinancesPath(id, link.path)}
            size="xs"
            variant={link.key === current ? "filled" : "light"}
            aria-current={link.key === current ? "page" : undefined}
          >
            {t(link.label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};

/**
 * A managed association's finance screen: its heading (named after the association) and links once
 * the association is known to be the person's, the area's not-found answer otherwise.
 */
export const AssociationFinanceFrame = ({
  id,
  current,
  title,
  children,
}: {
  id: string;
  current: (typeof LINKS)[number]["key"] | null;
  title: (name: string) => string;
  /** The screen's content, given the association's name. */
  children: (name: string) => ReactNode;
}) => {
  const association = useManagedAssociation(id);
  return (
    <QueryOverlay {...queryOverlayProps(association)}>
      {association.data ? (
        <>
          <AssociationFinanceNav id={id} title={title(association.data.name)} current={current} />
          {children(association.data.name)}
        </>
      ) : null}
    </QueryOverlay>
  );
};
