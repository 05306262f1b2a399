import { Alert, Button, Container, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "../../routes/guard.ts";
import { useSiteOpen } from "./publicApi.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { useEmbedded } from "./useEmbedded.ts";
import { useSiteMenus } from "./useSiteMenus.ts";

/** A portal that is not public shows its content only to its own people: say so, and offer the login. */
const ClosedPortal = () => {
  const { t } = useTranslation();
  const location = useLocation();
  // Inside another site's frame the login opens in the whole window, not in the frame.
  const embedded = useEmbedded();
  return (
    <Alert color="gray" icon={<IconLock aria-hidden />} title={t("site.closed_title")}>
      <Stack gap="sm" align="flex-start">
        {t("site.closed_text")}
        <Button
          component={Link}
          to={loginPathFor(location.pathname)}
          {...(embedded ? { target: "_top" } : {})}
        >
          {t("site.login")}
        </Button>
      </Stack>
    </Alert>
  );
};

/**
 * The frame of the portal's public pages: the site's header with its menu, the page, the footer.
 * Inside another site's frame (`?embed=1`) only the page is shown.
 */
export const SiteLayout = ({ children, wide = false }: { children: ReactNode; wide?: boolean }) => {
  const embedded = useEmbedded();
  const open = useSiteOpen();
  const menus = useSiteMenus({ enabled: !embedded });
  const content = open ? children : <ClosedPortal />;
  if (embedded)
    return (
      <Container size={wide ? "xl" : "lg"} px="xs">
        {content}
      </Container>
    );
  return (
    <Container size={wide ? "xl" : "lg"}>
      <SiteHeader
        entries={menus.filter((menu) => menu.location === "header").flatMap((menu) => menu.entries)}
      />
      <Stack gap="xl">{content}</Stack>
      {open ? <SiteFooter menus={menus.filter((menu) => menu.location === "footer")} /> : null}
    </Container>
  );
};
