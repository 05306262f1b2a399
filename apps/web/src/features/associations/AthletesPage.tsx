import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from "@mantine/core";
import { normalizeSearch, searchTerms } from "@quadra/shared";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { athleteScreens } from "../managerdocuments/managerDocumentsApi.ts";
import { type Affiliation, ASSOCIATIONS_KEY, decideAffiliation, fetchAthletes } from "./associationsApi.ts";
import { useManagedAssociation } from "./ManagedAssociationPage.tsx";
import { ManagerLinks } from "./ManagerLinks.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

const FILTERS = ["all", "pending", "active", "inactive"] as const;
type Filter = (typeof FILTERS)[number];

const dateOf = (value: string | null, language: string) =>
  value ? new Date(`${value}T12:00:00`).toLocaleDateString(language) : "";

/** Whether an athlete matches what was typed: name, masked cpf digits or either registration number. */
const matches = (athlete: Affiliation, typed: string) => {
  const words = searchTerms(typed);
  const haystack = normalizeSearch(
    [athlete.name, athlete.cpf_masked, athlete.registration, athlete.registration_number].join(" "),
  );
  return words.every((word) => haystack.includes(word));
};

/**
 * /my/associations/users/:id: the association's athletes: requests to accept, active athletes and
 * ended affiliations, searchable; accept a request, end an affiliation (after confirming), register
 * or link a new athlete.
 */
export const AthletesPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const association = useManagedAssociation(id);
  const athletes = useQuery({
    queryKey: [ASSOCIATIONS_KEY, "athletes", id],
    queryFn: ({ signal }) => fetchAthletes(id, signal),
  });
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [ending, setEnding] = useState<Affiliation | null>(null);
  const decision = useMutation({
    mutationFn: decideAffiliation,
    onSuccess: async (_, { action }) => {
      notifySuccess({
        message: t(action === "accept" ? "associations.athletes.accepted" : "associations.athletes.ended"),
      });
      await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY, "athletes", id] });
    },
  });
  const all = athletes.data ?? [];
  const shown = all.filter(
    (athlete) => (filter === "all" || athlete.status === filter) && matches(athlete, search),
  );
  const pending = all.filter((athlete) => athlete.status === "pending").length;
  const headers = t("associations.athletes.columns", { returnObjects: true }) as string[];
  const approved = association.data?.status === "approved";

  return (
    <Stack>
      <PageHeader
        title={t("associations.athletes.title")}
        description={association.data?.name}
        actions={
          approved ? (
            <Button component={Link} to={`/my/associations/users/register/${id}`}>
              {t("associations.athletes.register")}
            </Button>
          ) : null
        }
      />
      <ManagerLinks id={id} current="users" />
      {association.data && !approved ? (
        <Alert color="yellow">{t("associations.athletes.not_approved")}</Alert>
      ) : null}
      {pending ? (
        <Alert color="blue">{t("associations.athletes.pending_count", { count: pending })}</Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t("associations.athletes.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 240px" }}
          maw={420}
        />
        <SegmentedControl
          aria-label={t("associations.athletes.filter")}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={FILTERS.map((value) => ({ value, label: t(`associations.athletes.filters.${value}`) }))}
        />
      </Group>
      <QueryOverlay {...queryOverlayProps(athletes)}>
        {!all.length ? (
          <EmptyState
            title={t("associations.athletes.empty_title")}
            description={t("associations.athletes.empty_text")}
          />
        ) : !shown.length ? (
          <Text c="dimmed">{t("associations.athletes.none_match")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t("associations.athletes.title")}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                  <Table.Th>{t("common.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((athlete) => (
                  <Table.Tr key={athlete.id}>
                    <Table.Td>{athlete.name}</Table.Td>
                    <Table.Td>{athlete.cpf_masked ?? ""}</Table.Td>
                    <Table.Td>{athlete.registration ?? athlete.registration_number ?? ""}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={athlete.status} of="affiliation" />
                    </Table.Td>
                    <Table.Td>
                      {athlete.status === "inactive"
                        ? t("associations.join.until", { date: dateOf(athlete.until, i18n.language) })
                        : dateOf(athlete.since, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {athlete.status === "pending" ? (
                          <Button
                            size="xs"
                            color="green"
                            loading={decision.isPending && decision.variables?.affiliationId === athlete.id}
                            aria-label={t("associations.athletes.accept_named", { name: athlete.name })}
                            onClick={() =>
                              decision.mutate({
                                associationId: id,
                                affiliationId: athlete.id,
                                action: "accept",
                              })
                            }
                          >
                            {t("associations.athletes.accept")}
                          </Button>
                        ) : null}
                        {athlete.status !== "inactive" ? (
                          <>
                            <Button
                              size="xs"
                              variant="light"
                              component={Link}
                              to={athleteScreens.documents(id, athlete.user_id)}
                              aria-label={t("managerdocuments.documents_of", { name: athlete.name })}
                            >
                              {t("managerdocuments.documents")}
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              component={Link}
                              to={athleteScreens.image(id, athlete.user_id)}
                              aria-label={t("managerdocuments.photo_of", { name: athlete.name })}
                            >
                              {t("managerdocuments.photo")}
                            </Button>
                          </>
                        ) : null}
                        {athlete.status !== "inactive" ? (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            aria-label={t("associations.athletes.end_named", { name: athlete.name })}
                            onClick={() => setEnding(athlete)}
                          >
                            {t(
                              athlete.status === "pending"
                                ? "associations.athletes.refuse"
                                : "associations.athletes.end",
                            )}
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      <ConfirmDialog
        opened={Boolean(ending)}
        title={t("associations.athletes.end_title", { name: ending?.name ?? "" })}
        message={t("associations.athletes.end_text")}
        confirmLabel={t("associations.athletes.end_confirm")}
        onConfirm={async () => {
          if (ending)
            await decision.mutateAsync({ associationId: id, affiliationId: ending.id, action: "end" });
        }}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
};
