import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { UploadField } from "../../ui/forms/UploadField.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ASSOCIATIONS_KEY, type Association, sendShield } from "./associationsApi.ts";
import { useManagedAssociation } from "./ManagedAssociationPage.tsx";
import { ManagerLinks } from "./ManagerLinks.tsx";
import { ShieldImage } from "./ShieldImage.tsx";

/** One shield in a frame with its caption, or the words saying there is none. */
const ShieldFrame = ({
  title,
  value,
  alt,
  empty,
}: {
  title: string;
  value: string | null;
  alt: string;
  empty: string;
}) => (
  <Paper withBorder p="md" radius="md">
    <Stack gap="xs" align="center">
      <Title order={2} size="h5">
        {title}
      </Title>
      {value ? (
        <ShieldImage value={value} alt={alt} />
      ) : (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
    </Stack>
  </Paper>
);

/**
 * The shield of an association: the current one, the one waiting for approval, and a new image to
 * send. A manager's image waits for the federation (shields_approve); staff's replaces it at once.
 */
const ShieldEditor = ({ association, staff }: { association: Association; staff: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shield, setShield] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (value: string) => sendShield({ id: association.id, shield: value, staff }),
    onSuccess: async () => {
      notifySuccess({ message: t(staff ? "associations.shield.saved" : "associations.shield.sent") });
      setShield(null);
      // This feature's queries and the generic screens' (["resource", "associations", …]).
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(ASSOCIATIONS_KEY),
      });
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  const name = association.name;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <ShieldFrame
          title={t("associations.shield.current")}
          value={association.shield}
          alt={t("associations.shield.current_alt", { name })}
          empty={t("associations.shield.none")}
        />
        <ShieldFrame
          title={t("associations.shield.pending")}
          value={association.pending_shield}
          alt={t("associations.shield.pending_alt", { name })}
          empty={t("associations.shield.none_pending")}
        />
      </SimpleGrid>
      {!staff && association.pending_shield ? (
        <Alert color="yellow">{t("associations.shield.waiting")}</Alert>
      ) : null}
      <Stack
        component="form"
        aria-label={t("associations.shield.new")}
        onSubmit={(event) => {
          event.preventDefault();
          if (!shield) {
            setErrors({ shield: t("associations.shield.choose") });
            return;
          }
          save.mutate(shield);
        }}
      >
        <UploadField
          label={t("associations.shield.new")}
          description={t(staff ? "associations.shield.help_staff" : "associations.shield.help")}
          accept="image/png,image/jpeg,image/webp"
          // Staff set the official shield, shown in the public search; a manager's waits, private, for review.
          visibility={staff ? "public" : "private"}
          value={shield}
          onChange={(value) => {
            setShield(value);
            setErrors({});
          }}
          error={errors.shield}
          required
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!shield}>
            {t(staff ? "associations.shield.save" : "associations.shield.send")}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
};

/** /my/associations/image/:id: a manager sends a new shield for the federation to approve. */
export const MyShieldPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const association = useManagedAssociation(id);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <PageHeader title={t("associations.shield.title")} description={association.data?.name} />
      <ManagerLinks id={id} current="image" />
      <QueryOverlay {...queryOverlayProps(association)}>
        {association.data ? <ShieldEditor association={association.data} staff={false} /> : null}
      </QueryOverlay>
    </Stack>
  );
};

/** /records/associations/image/:id: staff set or replace an association's shield directly. */
export const StaffShieldPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const association = useQuery({
    queryKey: [ASSOCIATIONS_KEY, "record", id],
    queryFn: ({ signal }) => resourceClient<Association>("associations").get(id, { signal }),
  });
  return (
    <Stack maw={720} mx="auto" w="100%">
      <PageHeader
        title={t("associations.shield.title")}
        description={association.data?.name}
        actions={
          <Button component={Link} to={`/records/associations/edit/${id}`} variant="default">
            {t("associations.shield.back_staff")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(association)}>
        {association.data ? <ShieldEditor association={association.data} staff /> : null}
      </QueryOverlay>
    </Stack>
  );
};
