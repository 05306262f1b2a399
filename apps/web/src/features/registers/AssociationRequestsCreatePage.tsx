import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Table, Text } from "@mantine/core";
import type {
  AssociationRequestAthlete,
  AssociationRequestType,
} from "@quadra/shared/contracts/associationRegisters";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegistersFrame } from "./AssociationRegistersNav.tsx";
import {
  ASSOCIATION_REGISTERS_KEYS,
  associationRegistersPath,
  createRequests,
  fetchRequestAthletes,
  fetchRequestTypes,
} from "./associationRegistersApi.ts";
import {
  bulkBody,
  EMPTY_CHOICE,
  errorsByAthlete,
  filterAthletes,
  type LineChoice,
  pickable,
} from "./bulkRequestForm.ts";

type Options = { value: string; label: string }[];

/** The three choices of a line (or of "all picked"): role, style and declared graduation. */
const ChoiceSelects = ({
  type,
  choice,
  onChange,
  labelSuffix,
}: {
  type: AssociationRequestType;
  choice: LineChoice;
  onChange: (patch: Partial<LineChoice>) => void;
  labelSuffix?: string;
}) => {
  const { t } = useTranslation();
  const options = (list: { id: string; name: string }[]): Options =>
    list.map((item) => ({ value: item.id, label: item.name }));
  const label = (key: string) => (labelSuffix ? `${t(key)} — ${labelSuffix}` : t(key));
  const hidden = Boolean(labelSuffix);
  return (
    <>
      <Select
        size="xs"
        aria-label={label("assocregisters.cols.role")}
        label={hidden ? undefined : t("assocregisters.cols.role")}
        placeholder={t("assocregisters.create.choose")}
        data={options(type.roles)}
        value={choice.registerrole_id}
        onChange={(value) => onChange({ registerrole_id: value })}
      />
      {type.styles.length ? (
        <Select
          size="xs"
          aria-label={label("assocregisters.cols.style")}
          label={hidden ? undefined : t("assocregisters.cols.style")}
          placeholder={t("assocregisters.create.none")}
          data={options(type.styles)}
          value={choice.registerstyle_id}
          onChange={(value) => onChange({ registerstyle_id: value })}
          clearable
        />
      ) : null}
      {type.graduations.length ? (
        <Select
          size="xs"
          aria-label={label("assocregisters.cols.graduation")}
          label={hidden ? undefined : t("assocregisters.cols.graduation")}
          placeholder={t("assocregisters.create.none")}
          data={options(type.graduations)}
          value={choice.registergraduation_id}
          onChange={(value) => onChange({ registergraduation_id: value })}
          clearable
        />
      ) : null}
    </>
  );
};

/** Where an athlete stands in the type: a request waiting, or their newest entry. */
const Standing = ({ athlete }: { athlete: AssociationRequestAthlete }) => {
  const { t } = useTranslation();
  if (athlete.pending_request)
    return (
      <Badge color="yellow" variant="light">
        {t("assocregisters.create.pending")}
      </Badge>
    );
  if (!athlete.entry)
    return (
      <Text size="xs" c="dimmed">
        {t("assocregisters.create.no_entry")}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <RegisterStatusBadge list="entryStatus" status={athlete.entry.status} />
      {athlete.entry.ends_on ? (
        <Text size="xs" c="dimmed">
          {t("assocregisters.memberships.until", { date: civilDate(athlete.entry.ends_on) })}
        </Text>
      ) : null}
    </Group>
  );
};

/** The form of one type: the athletes with checkboxes, search, choices per line or for all. */
const BulkForm = ({ id, type }: { id: string; type: AssociationRequestType }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const athletes = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.athletes(id, type.id),
    queryFn: ({ signal }) => fetchRequestAthletes(id, type.id, signal),
  });
  // With one role (the usual "Atleta"), it is everyone's until changed.
  const initial: LineChoice = {
    ...EMPTY_CHOICE,
    registerrole_id: type.roles.length === 1 ? type.roles[0]!.id : null,
  };
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [choices, setChoices] = useState<Map<string, LineChoice>>(new Map());
  const [forAll, setForAll] = useState<LineChoice>(initial);
  const [lineErrors, setLineErrors] = useState<Map<string, string[]>>(new Map());
  const [topError, setTopError] = useState<string | null>(null);
  // One key per attempt: the same body sent again (a retry after a lost answer) keeps its key, so
  // the server answers it once; a changed body is a new attempt.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const list = athletes.data ?? [];
  const shown = useMemo(() => filterAthletes(list, search), [list, search]);
  const choiceOf = (userId: string) => choices.get(userId) ?? initial;
  const setChoice = (userId: string, patch: Partial<LineChoice>) =>
    setChoices((current) => new Map(current).set(userId, { ...choiceOf(userId), ...patch }));
  const toggle = (userId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const shownPickable = shown.filter(pickable);
  const allShownPicked = shownPickable.length > 0 && shownPickable.every((a) => picked.has(a.user_id));
  const someShownPicked = shownPickable.some((a) => picked.has(a.user_id));

  const submit = useMutation({
    mutationFn: () => {
      const { body, order } = bulkBody({
        typeId: type.id,
        athletes: list,
        picked,
        choices: new Map(list.map((a) => [a.user_id, choiceOf(a.user_id)])),
      });
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
      return createRequests(id, body, attempt.current.key).then((created) => ({ created, order }));
    },
    onSuccess: ({ created }) => {
      notifySuccess({ message: t("assocregisters.create.sent", { count: created.length }) });
      void queryClient.invalidateQueries({ queryKey: ASSOCIATION_REGISTERS_KEYS.all(id) });
      void navigate(`${associationRegistersPath(id, "requests")}?status=pending`);
    },
    onError: (error) => {
      if (!isApiError(error)) {
        setTopError(t("assocregisters.create.failed"));
        return;
      }
      const { order } = bulkBody({ typeId: type.id, athletes: list, picked, choices });
      const { lines, general } = errorsByAthlete(error.errors, order);
      setLineErrors(lines);
      const others = Object.values(general);
      setTopError([error.message, ...others.filter((message) => !error.message.includes(message))].join(" "));
    },
  });

  const send = () => {
    setTopError(null);
    // A line without a role is answered here, before the server is asked.
    const missing = [...picked].filter((userId) => !choiceOf(userId).registerrole_id);
    if (missing.length) {
      setLineErrors(new Map(missing.map((userId) => [userId, [t("assocregisters.create.role_missing")]])));
      setTopError(t("assocregisters.create.fix_lines", { count: missing.length }));
      return;
    }
    setLineErrors(new Map());
    submit.mutate();
  };

  return (
    <QueryOverlay {...queryOverlayProps(athletes)}>
      {athletes.data && !list.length ? (
        <EmptyState
          title={t("assocregisters.create.no_athletes")}
          description={t("assocregisters.create.no_athletes_text")}
        />
      ) : (
        <Stack>
          <Group
            align="flex-end"
            wrap="wrap"
            component="section"
            aria-label={t("assocregisters.create.for_all")}
          >
            <ChoiceSelects
              type={type}
              choice={forAll}
              onChange={(patch) => setForAll((c) => ({ ...c, ...patch }))}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!picked.size}
              onClick={() =>
                setChoices((current) => {
                  const next = new Map(current);
                  for (const userId of picked) next.set(userId, { ...forAll });
                  return next;
                })
              }
            >
              {t("assocregisters.create.apply_all", { count: picked.size })}
            </Button>
          </Group>
          <SearchInput label={t("assocregisters.create.search")} value={search} onChange={setSearch} />
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="xs" aria-label={t("assocregisters.create.athletes")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label={t("assocregisters.create.pick_all")}
                      checked={allShownPicked}
                      indeterminate={someShownPicked && !allShownPicked}
                      disabled={!shownPickable.length}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setPicked((current) => {
                          const next = new Set(current);
                          for (const athlete of shownPickable) {
                            if (on) next.add(athlete.user_id);
                            else next.delete(athlete.user_id);
                          }
                          return next;
                        });
                      }}
                    />
                  </Table.Th>
                  <Table.Th>{t("assocregisters.cols.athlete")}</Table.Th>
                  <Table.Th>{t("assocregisters.create.standing")}</Table.Th>
                  <Table.Th>{t("assocregisters.create.choices")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((athlete) => {
                  const errors = lineErrors.get(athlete.user_id);
                  const on = picked.has(athlete.user_id);
                  return (
                    <Table.Tr
                      key={athlete.user_id}
                      bg={errors ? "var(--mantine-color-red-light)" : undefined}
                    >
                      <Table.Td>
                        <Checkbox
                          aria-label={t("assocregisters.create.pick", { name: athlete.name })}
                          checked={on}
                          disabled={!pickable(athlete)}
                          onChange={(event) => toggle(athlete.user_id, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {athlete.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[athlete.cpf_masked, athlete.birthdate ? civilDate(athlete.birthdate) : null]
                            .filter(Boolean)
                            .join(" · ")}
                        </Text>
                        {errors?.map((message) => (
                          <Text key={message} size="xs" c="red" role="alert">
                            {message}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <Standing athlete={athlete} />
                      </Table.Td>
                      <Table.Td>
                        {on ? (
                          <Group gap="xs" wrap="nowrap">
                            <ChoiceSelects
                              type={type}
                              choice={choiceOf(athlete.user_id)}
                              onChange={(patch) => setChoice(athlete.user_id, patch)}
                              labelSuffix={athlete.name}
                            />
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {topError ? (
            <Alert color="red" role="alert" title={t("assocregisters.create.refused")}>
              {topError}
            </Alert>
          ) : null}
          <Group>
            <Button onClick={send} loading={submit.isPending} disabled={!picked.size}>
              {t("assocregisters.create.submit", { count: picked.size })}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryOverlay>
  );
};

/**
 * /my/associations/registers/requests/:id/create: the association asks the registration of several
 * of its active athletes at once: the type (one that takes association requests), the athletes
 * (checkboxes, search), per athlete or for all the role, style and declared graduation. One
 * submit makes all the requests or none, each refused athlete answered on its line.
 */
export const AssociationRequestsCreatePage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const types = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.requestTypes(id),
    queryFn: ({ signal }) => fetchRequestTypes(id, signal),
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const list = types.data ?? [];
  const type = list.find((candidate) => candidate.id === typeId) ?? (list.length === 1 ? list[0] : undefined);
  return (
    <AssociationRegistersFrame
      id={id}
      current="create"
      title={(name) => t("assocregisters.create.title", { name })}
    >
      {() => (
        <Stack>
          <Text c="dimmed">{t("assocregisters.create.description")}</Text>
          <QueryOverlay {...queryOverlayProps(types)}>
            {types.data && !list.length ? (
              <EmptyState
                title={t("assocregisters.create.no_types")}
                description={t("assocregisters.create.no_types_text")}
              />
            ) : (
              <Stack>
                <Select
                  label={t("assocregisters.cols.type")}
                  placeholder={t("assocregisters.create.choose")}
                  data={list.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                  value={type?.id ?? null}
                  onChange={setTypeId}
                  maw={480}
                  allowDeselect={false}
                />
                {type?.parq_required ? (
                  <Alert color="blue">{t("assocregisters.create.parq_required")}</Alert>
                ) : null}
                {type ? <BulkForm key={type.id} id={id} type={type} /> : null}
              </Stack>
            )}
          </QueryOverlay>
        </Stack>
      )}
    </AssociationRegistersFrame>
  );
};
