import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { HeatSheet } from "@quadra/shared/contracts/heats";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { heatsApi } from "../../platform/api/operations/heats.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useDirectorLive } from "../competitions/competitionLive.ts";
import { entryName, HeatEntriesTable } from "./HeatEntriesTable.tsx";
import { entryMarkText, showMark, typedMark } from "./heatMarks.ts";
import { fetchHeatSheet, HEAT_KEYS, heatScreens, refreshHeats } from "./heatsApi.ts";

/** The marks form of a heat: one field per entry in lane order, Enter to the next, saved at once. */
const MarksForm = ({ competitionId, sheet }: { competitionId: string; sheet: HeatSheet }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const measure = sheet.phase.measure;
  const entries = sheet.heat.entries;
  const [values, setValues] = useState(() =>
    entries.map((entry) => entryMarkText(entry, measure, i18n.language)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const save = useMutation({
    mutationFn: () =>
      heatsApi.marks({
        params: { id: sheet.heat.id },
        body: { marks: entries.map((entry, index) => ({ entry_id: entry.id, value: values[index] ?? "" })) },
      }),
    onSuccess: async (result) => {
      setErrors({});
      notifySuccess({ message: t(result.changed ? "heats.sheet.saved" : "heats.sheet.unchanged") });
      await refreshHeats(client, competitionId);
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const next = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const following = inputs.current[index + 1];
    if (following) following.focus();
    else save.mutate();
  };
  const typed = values.map((value) => typedMark(value, measure, i18n.language));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        {save.error && !Object.keys(errors).length ? <Alert color="red">{save.error.message}</Alert> : null}
        <HeatEntriesTable
          entries={entries}
          measure={measure}
          label={sheet.heat.name}
          markCell={(entry, index) => {
            const local = typed[index]!;
            const error = errors[`marks.${index}.value`] ?? local.error;
            return (
              <TextInput
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                size="xs"
                w={130}
                aria-label={t("heats.sheet.mark_of", { name: entryName(entry) })}
                value={values[index] ?? ""}
                error={error}
                description={
                  !error && local.preview && local.preview !== values[index]
                    ? t("heats.sheet.preview", { text: local.preview })
                    : undefined
                }
                autoComplete="off"
                onKeyDown={(event) => next(event, index)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => current.map((v, i) => (i === index ? value : v)));
                }}
              />
            );
          }}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={typed.some((v) => v.error)}>
            {t("heats.sheet.save")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("heats.sheet.legend")}
          </Text>
        </Group>
      </Stack>
    </form>
  );
};

/** /competitions/competitions/:parent_id/heats/show/:id: a heat's entries and the marks entry. */
export const HeatSheetPage = () => {
  const { t, i18n } = useTranslation();
  const { parent_id: competitionId = "", id: heatId = "" } = useParams();
  useDirectorLive(competitionId);
  const query = useQuery({
    queryKey: HEAT_KEYS.sheet(competitionId, heatId),
    queryFn: () => fetchHeatSheet(heatId),
  });
  const sheet = query.data;
  return (
    <Stack>
      {sheet ? (
        <Anchor component={Link} to={heatScreens.phase(competitionId, sheet.phase.id)} size="sm">
          {t("heats.back_to_phase")}
        </Anchor>
      ) : null}
      <PageHeader
        title={sheet ? t("heats.sheet.title", { heat: sheet.heat.name, phase: sheet.phase.name }) : ""}
        description={t("heats.sheet.description")}
        actions={
          <Button variant="light" component={Link} to={heatScreens.import(competitionId, heatId)}>
            {t("heats.sheet.import")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {sheet ? (
          <Stack>
            <Group gap="xs">
              <Badge variant={sheet.heat.status === "official" ? "filled" : "light"}>
                {t(`heats.status.${sheet.heat.status}`)}
              </Badge>
              {sheet.record !== null ? (
                <Text size="sm">
                  {t("heats.phase.record", {
                    mark: showMark(sheet.record, sheet.phase.measure, i18n.language),
                  })}
                </Text>
              ) : null}
            </Group>
            {sheet.heat.entries.length ? (
              <MarksForm
                key={sheet.heat.entries.map((e) => `${e.id}:${e.mark}:${e.mark_status}`).join()}
                competitionId={competitionId}
                sheet={sheet}
              />
            ) : (
              <Text c="dimmed">{t("heats.sheet.empty")}</Text>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
