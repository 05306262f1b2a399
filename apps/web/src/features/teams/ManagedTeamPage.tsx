import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type ManagedTeamDetail, type RosterMember, TEAM_MEMBER_LIMITS } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { teamsApi } from "../../platform/api/operations/teams.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ASSOCIATIONS_KEY, fetchAthletes } from "../associations/associationsApi.ts";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { emptyMember, type MemberValues, memberValues, validateMember } from "./memberForm.ts";
import { RosterTable } from "./RosterTable.tsx";
import { TeamSummary } from "./TeamParts.tsx";
import { TEAMS_KEY, teamRoleOptions, teamScreens } from "./teamsApi.ts";

/** Role, number and position: the fields a member has on the team, adding or editing. */
const MemberFields = ({
  values,
  errors,
  onChange,
}: {
  values: MemberValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<MemberValues>) => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Select
        label={t("teams.columns.role")}
        data={teamRoleOptions(i18n.language)}
        value={values.role}
        onChange={(value) => onChange({ role: value ?? "" })}
        error={errors.role}
        allowDeselect={false}
        required
      />
      <NumberInput
        label={t("teams.columns.number")}
        value={values.number}
        onChange={(value) => onChange({ number: value })}
        error={errors.number}
        min={TEAM_MEMBER_LIMITS.number.min}
        max={TEAM_MEMBER_LIMITS.number.max}
        // Out of range is said under the field (validateMember), not silently changed to the limit.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
      />
      <TextInput
        label={t("teams.columns.position")}
        value={values.position}
        onChange={(event) => onChange({ position: event.currentTarget.value })}
        error={errors.position}
      />
    </>
  );
};

/** Adds an active athlete of the association who is not on the team yet. */
const AddMemberForm = ({ associationId, team }: { associationId: string; team: ManagedTeamDetail }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MemberValues>(emptyMember);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const athletes = useQuery({
    queryKey: [ASSOCIATIONS_KEY, "athletes", associationId],
    queryFn: ({ signal }) => fetchAthletes(associationId, signal),
  });
  const onTeam = new Set(team.members.map((member) => member.user_id));
  const candidates = (athletes.data ?? [])
    .filter((athlete) => athlete.status === "active" && !onTeam.has(athlete.user_id))
    .map((athlete) => ({ value: athlete.user_id, label: athlete.name }));
  const max = team.competition.max_members;
  const full = max !== null && team.members.length >= max;
  const add = useMutation({
    mutationFn: teamsApi.addMember,
    onSuccess: async () => {
      notifySuccess({ message: t("teams.manage.added") });
      setValues(emptyMember());
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] });
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  const submit = () => {
    const { errors: found, body } = validateMember({ values, members: team.members, t });
    setErrors(found);
    if (body?.user_id)
      add.mutate({
        params: { id: associationId, team_id: team.id },
        body: { ...body, user_id: body.user_id },
      });
  };
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={t("teams.manage.add_title")}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("teams.manage.add_title")}
          </Title>
          {full ? <Alert color="yellow">{t("teams.manage.full", { count: max })}</Alert> : null}
          {athletes.data && !candidates.length ? (
            <Text size="sm" c="dimmed">
              {t("teams.manage.no_candidates")}
            </Text>
          ) : null}
          <Select
            label={t("teams.manage.person")}
            placeholder={t("teams.manage.person_placeholder")}
            data={candidates}
            value={values.user_id || null}
            onChange={(value) => setValues((current) => ({ ...current, user_id: value ?? "" }))}
            error={errors.user_id}
            searchable
            required
          />
          <Group grow align="flex-start">
            <MemberFields
              values={values}
              errors={errors}
              onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={full}>
              {t("teams.manage.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/** Changes one member's role, number or position, in a dialog. */
const EditMemberDialog = ({
  associationId,
  team,
  member,
  onClose,
}: {
  associationId: string;
  team: ManagedTeamDetail;
  member: RosterMember;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MemberValues>(() => memberValues(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: teamsApi.updateMember,
    onSuccess: async () => {
      notifySuccess({ message: t("teams.manage.saved") });
      await queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] });
      onClose();
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  return (
    <FormModal opened onClose={onClose} title={t("teams.manage.edit_title", { name: member.name })} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const { errors: found, body } = validateMember({
            values,
            members: team.members,
            memberId: member.id,
            t,
          });
          setErrors(found);
          if (body)
            save.mutate({
              params: { id: associationId, team_id: team.id, member_id: member.id },
              body: { role: body.role, number: body.number, position: body.position },
            });
        }}
      >
        <Stack gap="sm">
          <MemberFields
            values={values}
            errors={errors}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
};

/** Chooses the team's responsible among its members and the association's managers. */
const ResponsibleForm = ({ associationId, team }: { associationId: string; team: ManagedTeamDetail }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string | null>(team.responsible?.id ?? null);
  const [error, setError] = useState<string | undefined>();
  const members = team.members.map((member) => ({ value: member.user_id, label: member.name }));
  const onRoster = new Set(members.map((member) => member.value));
  const managers = team.managers
    .filter((manager) => !onRoster.has(manager.id))
    .map((manager) => ({ value: manager.id, label: manager.name }));
  const save = useMutation({
    mutationFn: teamsApi.setResponsible,
    onSuccess: async () => {
      notifySuccess({ message: t("teams.manage.responsible_saved") });
      await queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] });
    },
    onError: (failure) => applyApiErrors({ error: failure, setErrors: (errors) => setError(errors.user_id) }),
  });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={t("teams.manage.responsible_title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (!userId) return setError(t("teams.manage.errors.responsible"));
          setError(undefined);
          save.mutate({ params: { id: associationId, team_id: team.id }, body: { user_id: userId } });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("teams.manage.responsible_title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("teams.manage.responsible_hint")}
          </Text>
          <Group align="flex-end">
            <Select
              label={t("teams.manage.responsible_label")}
              data={[
                { group: t("teams.manage.members_group"), items: members },
                { group: t("teams.manage.managers_group"), items: managers },
              ].filter((group) => group.items.length)}
              value={userId}
              onChange={setUserId}
              error={error}
              searchable
              style={{ flex: "1 1 260px" }}
            />
            <Button type="submit" loading={save.isPending} variant="light">
              {t("teams.manage.responsible_save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/**
 * /my/associations/teams/:id/:team_id: one team of a managed association: its roster with each
 * member's documents (and the way to them and to the photo), and, while the competition is on and
 * the team not refused, adding, editing and removing members and choosing the responsible.
 */
export const ManagedTeamPage = () => {
  const { t } = useTranslation();
  const { id = "", team_id: teamId = "" } = useParams();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: [TEAMS_KEY, "managed", id, teamId],
    queryFn: ({ signal }) => teamsApi.managed({ params: { id, team_id: teamId }, signal }),
    retry: retryUnlessNotFound,
  });
  const [editing, setEditing] = useState<RosterMember | null>(null);
  const [removing, setRemoving] = useState<RosterMember | null>(null);
  const remove = useMutation({
    mutationFn: teamsApi.removeMember,
    onSuccess: async () => {
      notifySuccess({ message: t("teams.manage.removed") });
      await queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] });
    },
  });
  const data = team.data;
  return (
    <Stack>
      <PageHeader
        title={data?.name ?? t("teams.show.title")}
        actions={
          <Button component={Link} to={teamScreens.associationTeams(id)} variant="subtle">
            {t("teams.association.back")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(team)}>
        {data ? (
          <Stack>
            <TeamSummary team={data} />
            {data.competition.max_members ? (
              <Text size="sm" c="dimmed">
                {t("teams.show.max_members", { count: data.competition.max_members })}
              </Text>
            ) : null}
            {data.locked_reason ? (
              <Alert color="orange" title={t("teams.manage.locked_title")}>
                {data.locked_reason}
              </Alert>
            ) : null}
            <Title order={2} size="h4">
              {t("teams.show.roster")}
            </Title>
            <RosterTable
              members={data.members}
              label={t("teams.show.roster")}
              links={(member) => ({
                documents: teamScreens.athleteDocuments(id, member.user_id, data.id),
                photo: teamScreens.athleteImage(id, member.user_id, data.id),
              })}
              {...(data.editable
                ? {
                    actions: (member: RosterMember) => (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t("teams.manage.edit_named", { name: member.name })}
                          onClick={() => setEditing(member)}
                        >
                          {t("teams.manage.edit")}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={t("teams.manage.remove_named", { name: member.name })}
                          onClick={() => setRemoving(member)}
                        >
                          {t("teams.manage.remove")}
                        </Button>
                      </>
                    ),
                  }
                : {})}
            />
            {data.editable ? (
              <>
                <AddMemberForm associationId={id} team={data} />
                <ResponsibleForm key={data.responsible?.id ?? "none"} associationId={id} team={data} />
              </>
            ) : null}
            {editing ? (
              <EditMemberDialog
                associationId={id}
                team={data}
                member={editing}
                onClose={() => setEditing(null)}
              />
            ) : null}
          </Stack>
        ) : null}
      </QueryOverlay>
      <ConfirmDialog
        opened={Boolean(removing)}
        title={t("teams.manage.remove_title", { name: removing?.name ?? "" })}
        message={t("teams.manage.remove_text")}
        confirmLabel={t("teams.manage.remove")}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ params: { id, team_id: teamId, member_id: removing.id } });
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
};
