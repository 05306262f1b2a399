import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { PrivacyPanel } from "./PrivacyPanel.tsx";

/** /my/privacy: the logged-in person's own privacy record. */
export const MyPrivacyPage = () => {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t("titles.privacy")} description={t("privacy.description")} />
      <PrivacyPanel />
    </Stack>
  );
};

/**
 * /records/users/privacy/:id: the same screen for a person chosen by staff. The route needs only
 * login (spec §6); the API shows a person their own record and anyone's to holders of `users`.
 */
export const UserPrivacyPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <Stack>
      <PageHeader title={t("titles.privacy")} />
      <PrivacyPanel personId={id} />
    </Stack>
  );
};
