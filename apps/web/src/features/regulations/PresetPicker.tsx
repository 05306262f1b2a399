import { Badge, Button, Group, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { rulesPath } from "./RegulationRulesNav.tsx";
import { createFromPreset, fetchPresets, REGULATION_QUERIES } from "./regulationsApi.ts";

/**
 * "Começar de um modelo": the engine's real rule sets with their points and criteria; the chosen
 * one is copied into a new regulation (fromPreset), opened on its point table to edit.
 */
export const PresetPicker = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [preset, setPreset] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const presets = useQuery({ queryKey: REGULATION_QUERIES.presets, queryFn: fetchPresets, enabled: opened });
  const create = useMutation({
    mutationFn: () => createFromPreset({ preset, name }),
    onSuccess: async (created) => {
      await client.invalidateQueries({ predicate: (query) => query.queryKey.includes("regulations") });
      notifySuccess({ message: t("regulations.preset_created") });
      setOpened(false);
      navigate(rulesPath("points", created.id));
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t("regulations.from_preset")}
      </Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("regulations.preset_title")}
        size="lg"
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t("regulations.preset_help")}
          </Text>
          <QueryOverlay {...queryOverlayProps(presets)}>
            <Radio.Group value={preset} onChange={setPreset} aria-label={t("regulations.preset_title")}>
              <Stack gap="xs">
                {(presets.data ?? []).map((option) => (
                  <Paper key={option.id} withBorder p="sm" radius="md">
                    <Radio
                      value={option.id}
                      label={
                        <Group gap="xs">
                          <Text fw={600}>{option.name}</Text>
                          <Badge variant="light">{option.sport}</Badge>
                          <Badge variant="outline" color="gray">
                            {t(
                              option.scoring === "sets"
                                ? "regulations.preset_sets"
                                : "regulations.preset_goals",
                            )}
                          </Badge>
                        </Group>
                      }
                      description={
                        <Stack gap={2}>
                          <Text size="xs">{option.points_summary}</Text>
                          <Text size="xs">
                            {t("regulations.preset_general", {
                              criteria: option.criteria.sequences.join(", "),
                            })}
                          </Text>
                          {option.criteria.doublesequences.length ? (
                            <Text size="xs">
                              {t("regulations.preset_double", {
                                criteria: option.criteria.doublesequences.join(", "),
                              })}
                            </Text>
                          ) : null}
                          {option.criteria.multiplesequences.length ? (
                            <Text size="xs">
                              {t("regulations.preset_multiple", {
                                criteria: option.criteria.multiplesequences.join(", "),
                              })}
                            </Text>
                          ) : null}
                          <Text size="xs" c="dimmed">
                            {t("regulations.preset_source", { source: option.source })}
                          </Text>
                        </Stack>
                      }
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
          </QueryOverlay>
          <TextInput
            label={t("regulations.preset_name")}
            required
            maxLength={160}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              disabled={!preset || !name.trim()}
              loading={create.isPending}
              onClick={() => create.mutate()}
            >
              {t("regulations.preset_create")}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
};
