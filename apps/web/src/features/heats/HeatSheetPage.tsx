import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type HeatSheet, isFieldEvent, parseMark } from "@quadra/shared/contracts/heats";
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
import { entryAttemptTexts, entryStatusText, isWholeAttempt, typedAttempts } from "./fieldAttempts.ts";
import { entryName, HeatEntriesTable } from "./HeatEntriesTable.tsx";
import { entryMarkText, showMark, typedMark } from "./heatMarks.ts";
import { fetchHeatSheet, HEAT_KEYS, heatScreens, refreshHeats } from "./heatsApi.ts";
import { MarksConflict } from "./MarksConflict.tsx";
import {
  errorsByEntry,
  heatMarksScope,
  pendingAttempts,
  pendingMarks,
  type SentMark,
  saveMarksOrKeep,
  typedMarks,
} from "./offlineMarks.ts";

/**
 * The marks form of a heat: one field per entry in lane order, Enter to the next, saved at once.
 * In a field event each entry has one field per attempt (X and - move on by themselves), the best
 * shown as they are typed, and a status field (DNS, DNF, DQ) instead of the mark.
 * Without signal the marks typed anew are kept on the device (saveMarksOrKeep) and their fields
 * say so ("Aguardando conexão"); `pending` are those kept marks, shown instead of the stored ones.
 */
const MarksForm = ({
  competitionId,
  sheet,
  pending,
  keptAttempts,
}: {
  competitionId: string;
  sheet: HeatSheet;
  pending: ReadonlyMap<string, string>;
  keptAttempts: ReadonlyMap<string, string[]>;
}) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const measure = sheet.phase.measure;
  const entries = sheet.heat.entries;
  const field = isFieldEvent(measure);
  const count = field ? sheet.phase.attempts : 0;
  // The fields of a row, in typing order: the attempts, then the mark (or status in a field event).
  const stride = count + 1;
  const shown = entries.map((entry) =>
    field ? entryStatusText(entry) : entryMarkText(entry, measure, i18n.language),
  );
  const shownAttempts = entries.map((entry) => entryAttemptTexts(entry, count, measure, i18n.language));
  const [values, setValues] = useState(() =>
    entries.map((entry, index) => pending.get(entry.id) ?? shown[index] ?? ""),
  );
  const [attempts, setAttempts] = useState(() =>
    entries.map((entry, index) => {
      const kept = keptAttempts.get(entry.id);
      return kept ? Array.from({ length: count }, (_, j) => kept[j] ?? "") : shownAttempts[index]!;
    }),
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
    const marks = typedMarks(
      entries,
      values,
      shown,
      field ? { typed: attempts, shown: shownAttempts } : undefined,
    );
    if (marks.length) save.mutate(marks);
    else notifySuccess({ message: t("heats.sheet.unchanged") });
  };
  const next = (event: KeyboardEvent<HTMLInputElement>, position: number) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const following = inputs.current[position + 1];
    if (following) following.focus();
    else submit();
  };
  const typed = values.map((value) => {
    const local = typedMark(value, measure, i18n.language);
    // In a field event the marks go in the attempts: this field only takes a status.
    return field && parseMark(value, measure).kind === "mark"
      ? { preview: null, error: t("heats.sheet.status_only") }
      : local;
  });
  const typedOfAttempts = attempts.map((texts) => typedAttempts(texts, measure, i18n.language));
  const attemptFields = (entry: HeatSheet["heat"]["entries"][number], index: number) =>
    attempts[index]!.map((text, j) => (
      <TextInput
        // biome-ignore lint/suspicious/noArrayIndexKey: attempt slots 1…N are fixed, never reordered
        key={`${entry.id}:${j}`}
        ref={(element) => {
          inputs.current[index * stride + j] = element;
        }}
        size="xs"
        w={72}
        aria-label={t("heats.sheet.attempt_of", { n: j + 1, name: entryName(entry) })}
        placeholder={`T${j + 1}`}
        value={text}
        error={errors[`marks.${index}.attempts.${j}`] ?? typedOfAttempts[index]!.errors[j]}
        autoComplete="off"
        onKeyDown={(event) => next(event, index * stride + j)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setAttempts((current) =>
            current.map((row, i) => (i === index ? row.map((v, k) => (k === j ? value : v)) : row)),
          );
          // A foul or a pass is a whole attempt: the next field takes the next one.
          if (isWholeAttempt(value)) inputs.current[index * stride + j + 1]?.focus();
        }}
      />
    ));
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
            const error = errors[`marks.${index}.value`] ?? errors[`marks.${index}.attempts`] ?? local.error;
            const waiting = pending.has(entry.id) && pending.get(entry.id) === values[index];
            const markField = (
              <TextInput
                ref={(element) => {
                  inputs.current[index * stride + count] = element;
                }}
                size="xs"
                w={field ? 90 : 130}
                aria-label={t(field ? "heats.sheet.status_of" : "heats.sheet.mark_of", {
                  name: entryName(entry),
                })}
                placeholder={field ? "DNS/DQ" : undefined}
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
                onKeyDown={(event) => next(event, index * stride + count)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => current.map((v, i) => (i === index ? value : v)));
                }}
              />
            );
            if (!field) return markField;
            return (
              <Group gap={4} wrap="nowrap" align="flex-start">
                {attemptFields(entry, index)}
                {markField}
                {/* An output (role status): it may carry a name, which a bare paragraph may not (axe). */}
                <Text
                  component="output"
                  display="block"
                  size="sm"
                  fw={700}
                  miw={48}
                  pt={4}
                  aria-label={t("heats.sheet.best_of", { name: entryName(entry) })}
                >
                  {local.preview ?? typedOfAttempts[index]!.best}
                </Text>
              </Group>
            );
          }}
        />
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={typed.some((v) => v.error) || typedOfAttempts.some((v) => v.errors.some(Boolean))}
          >
            {t("heats.sheet.save")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("heats.sheet.legend")}
          </Text>
          {field ? (
            <Text size="xs" c="dimmed">
              {t("heats.sheet.attempts_legend")}
            </Text>
          ) : null}
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
  const keptAttempts = pendingAttempts(kept);
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
        key={`${sheet.heat.entries.map((e) => `${e.id}:${e.mark}:${e.mark_status}:${e.attempts?.join("/")}`).join()}|${[...pending].join()}|${[...keptAttempts].join()}`}
        competitionId={competitionId}
        sheet={sheet}
        pending={pending}
        keptAttempts={keptAttempts}
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
