import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { useSitePath } from "./useEmbedded.ts";

/** What a visitor sees for a post or page that does not exist, is not published yet or any more. */
export const NotPublished = ({ back, backLabel }: { back: string; backLabel: string }) => {
  const { t } = useTranslation();
  const sitePath = useSitePath();
  return (
    <EmptyState
      title={t("site.not_found_title")}
      description={t("site.not_found_text")}
      action={
        <Button component={Link} to={sitePath(back)} variant="light">
          {backLabel}
        </Button>
      }
    />
  );
};
