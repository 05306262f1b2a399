import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { MySchool } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SchoolStudents } from "./SchoolStudents.tsx";
import { fetchMySchools, SCHOOLS_KEY, useSchoolsModule } from "./schoolsApi.ts";

/**
 * "Escolas e núcleos" on /my/associations: the schools the person coordinates or whose running
 * association they manage, each with its students. Shown only with the schools module on and when
 * the person follows any school (most people follow none).
 */
export const MySchoolsSection = () => (useSchoolsModule() ? <MySchools /> : null);

const MySchools = () => {
  const { t } = useTranslation();
  const schools = useQuery({
    queryKey: [SCHOOLS_KEY, "mine"],
    queryFn: ({ signal }) => fetchMySchools(signal),
  });
  if (!schools.data?.length) return null;
  return (
    <Stack component="section" aria-label={t("schools.mine.title")} gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t("schools.mine.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("schools.mine.description")}
        </Text>
      </Stack>
      {schools.data.map((school) => (
        <SchoolCard key={school.id} school={school} />
      ))}
    </Stack>
  );
};

/** One school: why the person sees it, its students' count, and its students on demand. */
export const SchoolCard = ({
  school,
}: {
  school: Pick<MySchool, "id" | "name" | "active" | "students"> &
    Partial<Pick<MySchool, "association_name" | "coordinator_name" | "coordinates" | "manages">>;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" component="article" aria-label={school.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{school.name}</Text>
            <Text size="sm" c="dimmed">
              {[
                school.association_name,
                school.coordinator_name
                  ? t("schools.association.coordinator", { name: school.coordinator_name })
                  : null,
                t("schools.mine.students_count", { count: school.students }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
          <Group gap="xs">
            {school.coordinates ? <Badge variant="light">{t("schools.mine.coordinates")}</Badge> : null}
            {school.manages ? (
              <Badge variant="light" color="grape">
                {t("schools.mine.manages")}
              </Badge>
            ) : null}
            {!school.active ? (
              <Badge variant="outline" color="gray">
                {t("schools.mine.inactive")}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
          >
            {t(open ? "schools.mine.hide_students" : "schools.mine.show_students")}
          </Button>
        </Group>
        {open ? <SchoolStudents schoolId={school.id} schoolName={school.name} /> : null}
      </Stack>
    </Card>
  );
};
