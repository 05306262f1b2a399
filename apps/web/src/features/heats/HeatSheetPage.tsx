import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { HeatSheet } from "@quadra/shared/contracts/heats";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError, isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { KeptWrites } from "../../platform/offline/KeptWrites.tsx";
import { useOutbox } from "../../platform/offline/useOutbox.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useDirectorLive } from "../competitions/competitionLive.ts";
import { entryName, HeatEntriesTable } from "./HeatEntriesTable.tsx";
import { entryMarkText, showMark, typedMark } from "./heatMarks.ts";
import { fetchHeatSheet, HEAT_KEYS, heatScreens, refreshHeats } from "./heatsApi.ts";
import { MarksConflict } from "./MarksConflict.tsx";
import {
  errorsByEntry,
  heatMarksScope,
  pendingMarks,
  type SentMark,
  saveMarksOrKeep,
  typedMarks,
} from "./offlineMarks.ts";

/**
 * The marks form of a heat: one field per entry in lane order, Enter to the next, saved at once.
 * Without signal the marks typed anew are kept on the device (saveMarksOrKeep) and their fields
 * say so ("Aguardando conexão"); `pending` are those kept marks, shown instead of the stored ones.
 */
const MarksForm = ({
  competitionId,
  sheet,
  pending,
}: {
  competitionId: string;
  sheet: HeatSheet;
  pending: ReadonlyMap<string, string>;
}) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const measure = sheet.phase.measure;
  const entries = sheet.heat.entries;
  const shown = entries.map((entry) => entryMarkText(entry, measure, i18n.language));
  const [values, setValues] = useState(() =>
    entries.map((entry, index) => pending.get(entry.id) ?? shown[index] ?? ""),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const save = useMutation({
    // Runs without a network too (TanStack would pause it): saveMarksOrKeep keeps it on the device.
    networkMode: "always",
    mutationFn: async (marks: SentMark[]) => {
      try {
        return await saveMarksOrKeep({
          heatId: sheet.heat.id,
          marks,
          label: t("heats.offline.label", { count: marks.length, heat: sheet.heat.name }),
        });
      } catch (error) {
        throw isApiError(error)
          ? new ApiError({
              ...error,
              message: error.message,
              errors: errorsByEntry(error.errors, marks, entries),
            })
          : error;
      }
    },
    onSuccess: async (outcome) => {
      setErrors({});
      if ("kept" in outcome) {
        notifySuccess({ message: t("heats.offline.kept") });
        return;
      }
      notifySuccess({ message: t(outcome.sent.changed ? "heats.sheet.saved" : "heats.sheet.unchanged") });
      await refreshHeats(client, competitionId);
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const submit = () => {
    const marks = typedMarks(entries, values, shown);
    if (marks.length) save.mutate(marks);
    else notifySuccess({ message: t("heats.sheet.unchanged") });
  };
  const next = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const following = inputs.current[index + 1];
    if (following) following.focus();
    else submit();
  };
  const typed = values.map((value) => typedMark(value, measure, i18n.language));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
            const waiting = pending.has(entry.id) && pending.get(entry.id) === values[index];
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
                  error
                    ? undefined
                    : waiting
                      ? t("heats.offline.waiting")
                      : local.preview && local.preview !== values[index]
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

/**
 * The marks of a heat with what this device keeps of them: the marks waiting for the network and
 * any refused over another person's change (MarksConflict). When the kept writes change (sent,
 * refused, resolved) the heat is read again, so the fields show what the server now stores.
 */
const HeatMarks = ({ competitionId, sheet }: { competitionId: string; sheet: HeatSheet }) => {
  const client = useQueryClient();
  const scope = heatMarksScope(sheet.heat.id);
  const kept = useOutbox(scope);
  const pending = pendingMarks(kept);
  const keptSignature = kept.map((entry) => `${entry.id}:${entry.state}`).join();
  const lastSignature = useRef(keptSignature);
  useEffect(() => {
    if (lastSignature.current === keptSignature) return;
    lastSignature.current = keptSignature;
    void refreshHeats(client, competitionId);
  }, [client, competitionId, keptSignature]);
  return (
    <Stack>
      <KeptWrites
        scope={scope}
        texts="heats.offline"
        conflict={(entry) => (
          <MarksConflict
            kept={entry}
            heatId={sheet.heat.id}
            entries={sheet.heat.entries}
            measure={sheet.phase.measure}
            onResolved={() => void refreshHeats(client, competitionId)}
          />
        )}
      />
      <MarksForm
        // Read again (stored marks changed) or kept marks changed: the fields start over from them.
        key={`${sheet.heat.entries.map((e) => `${e.id}:${e.mark}:${e.mark_status}`).join()}|${[...pending].join()}`}
        competitionId={competitionId}
        sheet={sheet}
        pending={pending}
      />
    </Stack>
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
    // Read without a network too (TanStack would pause it): fetchHeatSheet answers the device's copy.
    networkMode: "always",
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
              <HeatMarks competitionId={competitionId} sheet={sheet} />
            ) : (
              <Text c="dimmed">{t("heats.sheet.empty")}</Text>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
