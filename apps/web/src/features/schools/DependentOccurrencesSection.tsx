import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import {
  fetchDependentOccurrences,
  kindLabel,
  occurrenceStatusLabel,
  SCHOOLS_KEY,
  useSchoolsModule,
} from "./schoolsApi.ts";

/**
 * On a dependent's page (/my/students/show/:id): what the schools recorded about the child, at every
 * school, read-only: the guardian answers for the minor and is entitled to it. Hidden when the
 * tenant has no schools.
 */
export const DependentOccurrencesSection = ({ studentId, name }: { studentId: string; name: string }) => {
  const on = useSchoolsModule();
  return on ? <Occurrences studentId={studentId} name={name} /> : null;
};

const Occurrences = ({ studentId, name }: { studentId: string; name: string }) => {
  const { t, i18n } = useTranslation();
  const occurrences = useQuery({
    queryKey: [SCHOOLS_KEY, "dependent", studentId],
    queryFn: ({ signal }) => fetchDependentOccurrences(studentId, signal),
  });
  return (
    <Stack component="section" aria-label={t("schools.guardian.title")} gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t("schools.guardian.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("schools.guardian.description", { name })}
        </Text>
      </Stack>
      <QueryOverlay {...queryOverlayProps(occurrences)}>
        {occurrences.data && !occurrences.data.length ? (
          <Text size="sm" c="dimmed">
            {t("schools.guardian.empty")}
          </Text>
        ) : (
          <Stack gap="xs">
            {occurrences.data?.map((occurrence) => (
              <Card key={occurrence.id} withBorder padding="sm" component="article">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {civilDate(occurrence.occurred_on)} · {occurrence.school_name}
                    </Text>
                    <Group gap="xs">
                      <Badge variant="light">{kindLabel(occurrence.kind, i18n.language)}</Badge>
                      <Badge color={occurrence.status === "open" ? "yellow" : "gray"} variant="outline">
                        {occurrenceStatusLabel(occurrence.status, i18n.language)}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {occurrence.description}
                  </Text>
                  {occurrence.measures ? (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
                      {t("schools.guardian.measures", { text: occurrence.measures })}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
