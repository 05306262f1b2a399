import { Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { myAssociationsApi } from "../../platform/api/operations/myAssociations.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { MySchoolsSection } from "../schools/MySchoolsSection.tsx";
import { ClaimForm } from "./ClaimForm.tsx";
import { MyAffiliationsSection } from "./MyAffiliationsSection.tsx";
import { roleLabel } from "./roleLabel.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** Whether the session holds the personal `my_associations` (the managers' area); a master holds all. */
const useCanManage = () =>
  useApp((state) =>
    Boolean(state.info && (state.info.master || state.info.permissions_names.includes("my_associations"))),
  );

/**
 * /my/associations: the associations the person manages, a claim for another, a new registration;
 * and, for everyone, joining an association with its link code and one's affiliations.
 */
export const MyAssociationsPage = () => {
  const { t } = useTranslation();
  const canManage = useCanManage();
  return (
    <Stack>
      {canManage ? <ManagedAssociations /> : <PageHeader title={t("associations.mine.title")} />}
      {/* Coordinators follow their schools here too, with or without the managers' permission. */}
      <MySchoolsSection />
      <MyAffiliationsSection />
    </Stack>
  );
};

const ManagedAssociations = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [claiming, setClaiming] = useState(false);
  const mine = useQuery({
    queryKey: ["associations", "mine"],
    queryFn: () => myAssociationsApi.managed(),
  });
  return (
    <Stack>
      <PageHeader
        title={t("associations.mine.title")}
        description={t("associations.mine.description")}
        actions={
          <Group gap="xs">
            <Button onClick={() => setClaiming(true)}>{t("associations.claim.title")}</Button>
            <Button component={Link} to="/my/register_associations" variant="light">
              {t("associations.mine.register")}
            </Button>
            <Button component={Link} to="/my/associationclaims/list" variant="subtle">
              {t("associations.mine.my_claims")}
            </Button>
          </Group>
        }
      />
      {mine.isPending ? (
        <Text c="dimmed">{t("associations.loading")}</Text>
      ) : !mine.data?.length ? (
        <EmptyState
          title={t("associations.mine.empty_title")}
          description={t("associations.mine.empty_text")}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {mine.data.map((association) => (
            <Card
              key={association.id}
              withBorder
              radius="md"
              component="article"
              aria-label={association.name}
            >
              <Stack gap="xs">
                <Anchor component={Link} to={`/my/associations/show/${association.id}`} fw={600}>
                  {association.name}
                </Anchor>
                <Group gap="xs">
                  <StatusBadge status={association.status} of="association" />
                  <Badge variant="outline" color="gray">
                    {roleLabel(association.my_role, i18n.language)}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <Anchor component={Link} to={`/my/associations/users/${association.id}`} size="sm">
                    {t("associations.mine.athletes")}
                  </Anchor>
                  <Anchor component={Link} to={`/my/associations/token/${association.id}`} size="sm">
                    {t("associations.mine.token")}
                  </Anchor>
                  <Anchor component={Link} to={`/my/associations/image/${association.id}`} size="sm">
                    {t("associations.mine.shield")}
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={claiming}
        onClose={() => setClaiming(false)}
        title={t("associations.claim.title")}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <ClaimForm
          onSent={async () => {
            setClaiming(false);
            await queryClient.invalidateQueries({ queryKey: ["associations"] });
          }}
        />
      </Modal>
    </Stack>
  );
};
