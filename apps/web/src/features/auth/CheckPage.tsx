import { Avatar, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import type { CheckedPerson } from "./authCalls.ts";
import { checkCall } from "./authCalls.ts";
import { LoginForm } from "./LoginForm.tsx";
import { useLoginKey } from "./useLoginKey.ts";

/** Staff confirm a person's identity on their own device with the person's login and password. */
export const CheckPage = () => {
  const { t } = useTranslation();
  const keyType = useLoginKey();
  const [person, setPerson] = useState<CheckedPerson | null>(null);
  return (
    <Stack maw={480}>
      <PageHeader title={t("titles.check")} description={t("auth.check.description")} />
      {person ? (
        <Card withBorder padding="lg" data-testid="checked-person">
          <Stack align="center" gap="sm">
            <Avatar src={person.image_url} alt={person.name} size={96} radius="50%">
              {person.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={700} size="lg">
              {person.name}
            </Text>
            {person.verifyed_at ? (
              <Badge color="green" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}>
                {t("auth.check.verified", { date: formatDateTime(person.verifyed_at) })}
              </Badge>
            ) : (
              <Badge color="gray">{t("auth.check.not_verified")}</Badge>
            )}
            <Text c="green" role="status">
              {t("auth.check.confirmed")}
            </Text>
            <Group>
              <Button onClick={() => setPerson(null)}>{t("auth.check.again")}</Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <LoginForm
          keyType={keyType}
          submitLabel={t("auth.check.submit")}
          onSubmit={async (credentials) => setPerson((await checkCall(credentials)).user)}
        />
      )}
    </Stack>
  );
};
