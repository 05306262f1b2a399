import { Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";

/**
 * Help videos. No tenant has published any yet (there is no video catalogue in the API), so this is
 * the honest empty state pointing at the written help and at support.
 */
export const TutorialsPage = () => {
  const { t } = useTranslation();
  return (
    <Stack maw={760}>
      <PageHeader title={t("titles.tutorials")} description={t("tutorials.description")} />
      <EmptyState
        title={t("tutorials.empty_title")}
        description={t("tutorials.empty_text")}
        action={
          <Button component={Link} to="/help" variant="light">
            {t("tutorials.to_help")}
          </Button>
        }
      />
    </Stack>
  );
};
