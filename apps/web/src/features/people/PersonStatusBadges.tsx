import { Badge, Group } from "@mantine/core";
import type { Person } from "@quadra/shared";
import { useTranslation } from "react-i18next";

/** What a row needs to tell at a glance: active or not, verified, and what waits for approval. */
export const PersonStatusBadges = ({ person }: { person: Person }) => {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {person.disabled_at ? (
        <Badge color="gray" variant="light">
          {t("people.status.disabled")}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          {t("people.status.active")}
        </Badge>
      )}
      {person.verifyed_at ? <Badge variant="light">{t("people.status.verified")}</Badge> : null}
      {person.pending_image_url ? (
        <Badge color="orange" variant="light">
          {t("people.status.pending_image")}
        </Badge>
      ) : null}
      {person.pending_social_name ? (
        <Badge color="orange" variant="light">
          {t("people.status.pending_social_name")}
        </Badge>
      ) : null}
    </Group>
  );
};
