import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import type { AdminPerson } from "@quadra/shared";
import { useTranslation } from "react-i18next";

/** A person's name with master/disabled badges, e-mail and masked cpf. */
export const PersonCell = ({ person }: { person: AdminPerson }) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.image_url} name={person.name} radius="xl" size="md" alt="" />
      <Stack gap={0} miw={0}>
        <Group gap={6}>
          <Text fw={600}>{person.name}</Text>
          {person.master ? (
            <Badge size="xs" color="grape">
              {t("admins.master")}
            </Badge>
          ) : null}
          {person.disabled ? (
            <Badge size="xs" color="gray">
              {t("admins.disabled")}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {[person.email, person.cpf_masked ? `CPF ${person.cpf_masked}` : null]
            .filter(Boolean)
            .join(" · ") || t("admins.no_contact")}
        </Text>
      </Stack>
    </Group>
  );
};
