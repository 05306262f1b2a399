import { Alert, Button, Code, CopyButton, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ASSOCIATIONS_KEY, drawNewToken } from "./associationsApi.ts";
import { useManagedAssociation } from "./ManagedAssociationPage.tsx";
import { ManagerLinks } from "./ManagerLinks.tsx";

/**
 * /my/associations/token/:id: the association's link code (código de vínculo), which athletes type
 * in their area to ask to join; copy it, or draw a new one (the old one stops working at once).
 */
export const LinkTokenPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const association = useManagedAssociation(id);
  const [confirming, setConfirming] = useState(false);
  const data = association.data;
  const renew = async () => {
    const updated = await drawNewToken(id);
    queryClient.setQueryData([ASSOCIATIONS_KEY, "managed", id], updated);
    notifySuccess({ message: t("associations.token.renewed") });
    await queryClient.invalidateQueries({ queryKey: [ASSOCIATIONS_KEY, "mine"] });
  };
  return (
    <Stack maw={720} mx="auto" w="100%">
      <PageHeader title={t("associations.token.title")} description={data?.name} />
      <QueryOverlay {...queryOverlayProps(association)}>
        {data ? (
          <Stack>
            <ManagerLinks id={data.id} current="token" />
            {data.status !== "approved" ? (
              <Alert color="yellow">{t("associations.token.not_approved")}</Alert>
            ) : null}
            <Paper withBorder p="lg" radius="md">
              <Stack align="center" gap="sm">
                <Text c="dimmed" size="sm" id="link-code-label">
                  {t("associations.token.code")}
                </Text>
                <Code
                  fz={32}
                  fw={700}
                  px="md"
                  py="xs"
                  aria-labelledby="link-code-label"
                  style={{ letterSpacing: "0.2em" }}
                >
                  {data.token ?? "—"}
                </Code>
                <Group gap="xs">
                  {data.token ? (
                    <CopyButton value={data.token}>
                      {({ copied, copy }) => (
                        <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                          {t(copied ? "associations.token.copied" : "associations.token.copy")}
                        </Button>
                      )}
                    </CopyButton>
                  ) : null}
                  <Button variant="default" onClick={() => setConfirming(true)}>
                    {t("associations.token.renew")}
                  </Button>
                </Group>
              </Stack>
            </Paper>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t("associations.token.how_title")}
              </Title>
              <List type="ordered" spacing="xs">
                {(t("associations.token.how_steps", { returnObjects: true }) as string[]).map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Stack>
            <ConfirmDialog
              opened={confirming}
              title={t("associations.token.renew_title")}
              message={t("associations.token.renew_text")}
              confirmLabel={t("associations.token.renew_confirm")}
              onConfirm={renew}
              onClose={() => setConfirming(false)}
            />
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
