import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredCard } from "../../ui/CenteredCard.tsx";
import { InstallInstructions } from "./InstallInstructions.tsx";

/** The install flow on its own (no header or drawer), e.g. from a QR code on a poster. */
export const InstallPage = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard title={t("titles.install")}>
      <InstallInstructions />
      <Button component={Link} to="/" variant="default">
        {t("apps.continue_in_browser")}
      </Button>
    </CenteredCard>
  );
};
