import { Paper, Stack, Text, Title } from "@mantine/core";
import { regulations } from "@quadra/shared/resources/catalog/competitionRules";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ResourceFormPage, ResourceShowPage } from "../resources/ResourceForm.tsx";
import { RegulationRulesNav } from "./RegulationRulesNav.tsx";

/** The links to a regulation's rules screens, where its generic show and edit screens are. */
export const RegulationRulesPanel = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("regulations.rules")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("regulations.rules_help")}
        </Text>
        <RegulationRulesNav id={id} />
      </Stack>
    </Paper>
  );
};

/** /competitions/regulations/show/:id: the record, then its point table's and criteria lists' screens. */
export const RegulationShowPage = () => {
  const { id } = useParams();
  return (
    <Stack>
      <ResourceShowPage key={id} def={regulations} />
      <RegulationRulesPanel />
    </Stack>
  );
};

/** /competitions/regulations/edit/:id: the generic form (its rules are read-only there), then the rules' screens. */
export const RegulationEditPage = () => {
  const { id } = useParams();
  return (
    <Stack>
      <ResourceFormPage key={id} def={regulations} />
      <RegulationRulesPanel />
    </Stack>
  );
};
