import { Button, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useManagedAssociation } from "../associations/ManagedAssociationPage.tsx";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";
import { associationRegistersPath } from "./associationRegistersApi.ts";

/** The association's register screens, in the order a manager uses them. */
const LINKS = [
  { key: "summary", screen: "", label: "assocregisters.nav.summary" },
  { key: "requests", screen: "requests", label: "assocregisters.nav.requests" },
  { key: "create", screen: "requests", suffix: "/create", label: "assocregisters.nav.create" },
  { key: "memberships", screen: "memberships", label: "assocregisters.nav.memberships" },
  { key: "membershiprequests", screen: "membershiprequests", label: "assocregisters.nav.membershiprequests" },
  { key: "contracts", screen: "contracts", label: "assocregisters.nav.contracts" },
] as const;

export type AssociationRegistersScreen = (typeof LINKS)[number]["key"];

const linkTo = (id: string, link: (typeof LINKS)[number]) =>
  `${associationRegistersPath(id, link.screen)}${"suffix" in link ? link.suffix : ""}`;

/** The heading of an association's register screens, with the links between them and the manager's area. */
export const AssociationRegistersNav = ({
  id,
  title,
  current,
}: {
  id: string;
  title: string;
  current: AssociationRegistersScreen | null;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mb="md">
      <ManagerLinks id={id} current="registers" />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs" component="nav" aria-label={t("assocregisters.nav.label")}>
        {LINKS.map((link) => (
          <Button
            key={link.key}
            component={Link}
            to={linkTo(id, link)}
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
 * A managed association's register screen: its heading (named after the association) and links
 * once the association is known to be the person's, the area's not-found answer otherwise.
 */
export const AssociationRegistersFrame = ({
  id,
  current,
  title,
  children,
}: {
  id: string;
  current: AssociationRegistersScreen | null;
  title: (name: string) => string;
  children: (name: string) => ReactNode;
}) => {
  const association = useManagedAssociation(id);
  return (
    <Stack maw={1100}>
      <QueryOverlay {...queryOverlayProps(association)}>
        {association.data ? (
          <>
            <AssociationRegistersNav id={id} title={title(association.data.name)} current={current} />
            {children(association.data.name)}
          </>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
