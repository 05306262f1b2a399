import { Button, Group } from "@mantine/core";
import type { ModuleKey } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGuardContext } from "../../routes/useGuardContext.ts";

/** The screens of one managed association, in the order a manager uses them. */
const LINKS = [
  { key: "show", to: (id: string) => `/my/associations/show/${id}`, label: "associations.links.data" },
  { key: "users", to: (id: string) => `/my/associations/users/${id}`, label: "associations.links.athletes" },
  { key: "token", to: (id: string) => `/my/associations/token/${id}`, label: "associations.links.token" },
  { key: "image", to: (id: string) => `/my/associations/image/${id}`, label: "associations.links.shield" },
  // The association's teams exist only with the competitions module.
  {
    key: "teams",
    to: (id: string) => `/my/associations/teams/${id}`,
    label: "teams.association.title",
    module: "competitions",
  },
  {
    key: "competitions",
    to: (id: string) => `/my/associations/competitions/open/${id}`,
    label: "registrations.link",
    module: "competitions",
  },
  {
    key: "finances",
    to: (id: string) => `/my/associations/finances/${id}`,
    label: "titles.finances",
    module: "bills",
  },
  {
    key: "registers",
    to: (id: string) => `/my/associations/registers/${id}`,
    label: "assocregisters.link",
    module: "registers",
  },
] as const satisfies readonly {
  key: string;
  to: (id: string) => string;
  label: string;
  module?: ModuleKey;
}[];

/** Links between a managed association's screens; the current one is marked, not linked again. */
export const ManagerLinks = ({ id, current }: { id: string; current: (typeof LINKS)[number]["key"] }) => {
  const { t } = useTranslation();
  const { modules } = useGuardContext();
  const shown = LINKS.filter((link) => !("module" in link) || modules.includes(link.module));
  return (
    <Group gap="xs" component="nav" aria-label={t("associations.links.label")}>
      <Button component={Link} to="/my/associations" variant="subtle" size="xs">
        {t("associations.links.all")}
      </Button>
      {shown.map((link) => (
        <Button
          key={link.key}
          component={Link}
          to={link.to(id)}
          size="xs"
          variant={link.key === current ? "filled" : "light"}
          aria-current={link.key === current ? "page" : undefined}
        >
          {t(link.label)}
        </Button>
      ))}
    </Group>
  );
};
