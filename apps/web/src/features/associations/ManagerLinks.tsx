import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The screens of one managed association, in the order a manager uses them. */
const LINKS = [
  { key: "show", to: (id: string) => `/my/associations/show/${id}`, label: "associations.links.data" },
  { key: "users", to: (id: string) => `/my/associations/users/${id}`, label: "associations.links.athletes" },
  { key: "token", to: (id: string) => `/my/associations/token/${id}`, label: "associations.links.token" },
  { key: "image", to: (id: string) => `/my/associations/image/${id}`, label: "associations.links.shield" },
] as const;

/** Links between a managed association's screens; the current one is marked, not linked again. */
export const ManagerLinks = ({ id, current }: { id: string; current: (typeof LINKS)[number]["key"] }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" component="nav" aria-label={t("associations.links.label")}>
      <Button component={Link} to="/my/associations" variant="subtle" size="xs">
        {t("associations.links.all")}
      </Button>
      {LINKS.map((link) => (
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
