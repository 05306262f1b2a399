import { Group, Stack } from "@mantine/core";
import { regulations } from "@quadra/shared/resources/catalog/competitionRules";
import { ResourceListPage } from "../resources/ResourceListPage.tsx";
import { PresetPicker } from "./PresetPicker.tsx";

/** /competitions/regulations: the generic list, with "Começar de um modelo" above it. */
export const RegulationsListPage = () => (
  <Stack gap="xs">
    <Group justify="flex-end">
      <PresetPicker />
    </Group>
    <ResourceListPage def={regulations} />
  </Stack>
);
