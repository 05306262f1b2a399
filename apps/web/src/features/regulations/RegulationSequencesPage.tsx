import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { type CriterionKey, type RegulationRecord, SEQUENCE_LISTS, type SequenceList } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { CriteriaListEditor } from "./CriteriaListEditor.tsx";
import { RegulationRulesNav } from "./RegulationRulesNav.tsx";
import { fetchCriteria, fetchRegulation, REGULATION_QUERIES, saveSequences } from "./regulationsApi.ts";

type Lists = Record<SequenceList, CriterionKey[]>;

const listsOf = (record: RegulationRecord): Lists => ({
  sequences: record.sequences ?? [],
  doublesequences: record.doublesequences ?? [],
  multiplesequences: record.multiplesequences ?? [],
});

/** The server's messages per list: on the list itself, or on one of its items (`sequences.2`). */
const errorsByList = (errors: Record<string, string>) => {
  const found: Partial<Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const list = path.split(".")[0]!;
    found[list] = found[list] ? `${found[list]} ${message}` : message;
  }
  return found;
};

/**
 * /competitions/regulations/{sequences,doublesequences,multiplesequences}/:id (permission
 * regulations): one of the regulation's three criteria lists, edited by drag and drop from the
 * engine's criteria and saved with the other two as they are (the server validates all three
 * together, so a problem in another list is shown here too).
 */
export const RegulationSequencesPage = ({ list }: { list: SequenceList }) => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const client = useQueryClient();
  const regulation = useQuery({ queryKey: REGULATION_QUERIES.one(id), queryFn: () => fetchRegulation(id) });
  const criteria = useQuery({
    queryKey: REGULATION_QUERIES.criteria,
    queryFn: fetchCriteria,
    staleTime: Infinity,
  });
  const record = regulation.data;
  const [draft, setDraft] = useState<Lists | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  useEffect(() => {
    if (record) setDraft(listsOf(record));
  }, [record]);

  const save = useMutation({
    mutationFn: () =>
      saveSequences({
        id,
        body: { ...draft!, fair_play: record!.fair_play, version: record!.version },
      }),
    onSuccess: (saved) => {
      setErrors({});
      client.setQueryData(REGULATION_QUERIES.one(id), saved);
      notifySuccess({ message: t("regulations.sequences_saved") });
    },
    onError: (error) => setErrors(isApiError(error) ? errorsByList(error.errors) : {}),
  });

  const listLabel = t(`regulations.${list}_link`);
  const others = SEQUENCE_LISTS.filter((other) => other !== list && errors[other]);
  const help = list === "sequences" ? "sequences_help" : `${list}_help`;
  return (
    <Stack>
      <PageHeader
        title={record ? t("regulations.sequences_title", { list: listLabel, name: record.name }) : listLabel}
        description={t(`regulations.${help}`)}
      />
      <RegulationRulesNav id={id} current={list} />
      <QueryOverlay {...queryOverlayProps(regulation)}>
        {draft && criteria.data ? (
          <Stack>
            {list !== "sequences" ? (
              <Text size="sm" c="dimmed">
                {t("regulations.sequences_help")}
              </Text>
            ) : null}
            <CriteriaListEditor
              value={draft[list]}
              onChange={(next) => setDraft({ ...draft, [list]: next })}
              criteria={criteria.data}
              error={errors[list]}
            />
            {others.length ? (
              <Alert color="orange" variant="light" title={t("regulations.other_errors")}>
                <List size="sm">
                  {others.map((other) => (
                    <List.Item key={other}>
                      {t(`regulations.${other}_link`)}: {errors[other]}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {errors.fair_play ? <Alert color="red">{errors.fair_play}</Alert> : null}
            <Group justify="flex-end">
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                {t("regulations.save")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

export const GeneralSequencesPage = () => <RegulationSequencesPage list="sequences" />;
export const DoubleSequencesPage = () => <RegulationSequencesPage list="doublesequences" />;
export const MultipleSequencesPage = () => <RegulationSequencesPage list="multiplesequences" />;
