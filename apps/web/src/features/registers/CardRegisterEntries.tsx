import { Badge, ColorSwatch, Group, Stack, Text, Title } from "@mantine/core";
import type { CardEntry } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { civilDate } from "../my/civilDate.ts";

/**
 * The active registrations and memberships on a card (the person's /my/id and the public check):
 * type, number, role, style, graduation with its colour, plan and validity. Only active ones reach
 * here: the server leaves out pending, expired, suspended and cancelled entries.
 */
export const CardRegisterEntries = ({ entries }: { entries: readonly CardEntry[] }) => {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <Stack gap="xs" w="100%" component="section" aria-label={t("regpeople.card_entries")}>
      <Title order={2} size="h5">
        {t("regpeople.card_entries")}
      </Title>
      {entries.map((entry, index) => (
        <Stack key={`${entry.kind}-${entry.number ?? index}`} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{entry.registertype_name}</Text>
            {entry.number ? <Badge variant="light">{entry.number}</Badge> : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            {entry.role_name ? (
              <Text size="sm">{t("regpeople.card_role", { name: entry.role_name })}</Text>
            ) : null}
            {entry.plan_name ? (
              <Text size="sm">{t("regpeople.card_plan", { name: entry.plan_name })}</Text>
            ) : null}
            {entry.style_name ? (
              <Text size="sm">{t("regpeople.style_name", { name: entry.style_name })}</Text>
            ) : null}
            {entry.graduation_name ? (
              <Group gap={4}>
                {entry.graduation_color ? (
                  <ColorSwatch color={entry.graduation_color} size={14} aria-hidden />
                ) : null}
                <Text size="sm">{t("regpeople.card_graduation", { name: entry.graduation_name })}</Text>
              </Group>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {entry.ends_on
              ? t("regpeople.card_until", { date: civilDate(entry.ends_on) })
              : t("regpeople.card_no_end")}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
};
