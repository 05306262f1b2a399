import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ImportsPage } from "../imports/ImportsPage.tsx";
import { ImportWizard } from "../imports/ImportWizard.tsx";
import { ATHLETES_IMPORT } from "../imports/importResources.ts";

/** /records/users/import: the people imports, with the wizard open on "Pessoas". */
export const UsersImportPage = () => <ImportsPage resource="users" openWizard />;

/** /records/associations/import: the associations imports, the wizard open on them. */
export const AssociationsImportPage = () => <ImportsPage resource="associations" openWizard />;

/**
 * /my/associations/users/import/:id: a manager imports athletes into the association `:id` (the
 * server answers 404 when they do not manage it); each person is affiliated to it.
 */
export const ManagerAthletesImportPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <Stack>
      <PageHeader
        title={t("peopleimports.manager.title")}
        description={t("peopleimports.manager.description")}
      />
      <Paper withBorder p="md">
        <ImportWizard requested="users" associationId={id} only={ATHLETES_IMPORT} />
      </Paper>
    </Stack>
  );
};
