import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SchoolCard } from "./MySchoolsSection.tsx";
import { fetchAssociationSchools, SCHOOLS_KEY, useSchoolsModule } from "./schoolsApi.ts";

/**
 * On a managed association's page: the schools it runs (each with its students) and the way to the
 * educational occurrences its managers follow. Hidden when the tenant has no schools.
 */
export const AssociationSchoolsSection = ({ associationId }: { associationId: string }) =>
  useSchoolsModule() ? <AssociationSchools associationId={associationId} /> : null;

const AssociationSchools = ({ associationId }: { associationId: string }) => {
  const { t } = useTranslation();
  const schools = useQuery({
    queryKey: [SCHOOLS_KEY, "association", associationId],
    queryFn: ({ signal }) => fetchAssociationSchools(associationId, signal),
  });
  if (!schools.data) return null;
  return (
    <Stack component="section" aria-label={t("schools.association.title")} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {t("schools.association.title")}
        </Title>
        <Button
          component={Link}
          to={`/my/associations/educationaloccurrences/${associationId}`}
          variant="light"
        >
          {t("schools.association.occurrences")}
        </Button>
      </Group>
      {schools.data.data.length ? (
        schools.data.data.map((school) => <SchoolCard key={school.id} school={school} />)
      ) : (
        <Text size="sm" c="dimmed">
          {t("schools.association.empty")}
        </Text>
      )}
    </Stack>
  );
};
