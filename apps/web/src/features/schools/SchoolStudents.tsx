import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import {
  enrollmentLabel,
  enrollmentOptions,
  fetchSchoolStudents,
  SCHOOLS_KEY,
  studentScreens,
} from "./schoolsApi.ts";

const PER_PAGE = 50;

/**
 * A school's students for its coordinator and the running association's managers: enrolment, whether
 * the required documents are in order, and the way to each one's documents and photo screens.
 */
export const SchoolStudents = ({ schoolId, schoolName }: { schoolId: string; schoolName: string }) => {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const students = useQuery({
    queryKey: [SCHOOLS_KEY, "students", schoolId, { q, status, page }],
    queryFn: ({ signal }) =>
      fetchSchoolStudents(
        schoolId,
        { page, per_page: PER_PAGE, q: q || undefined, status: status === "all" ? undefined : status },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm" component="section" aria-label={t("schools.students.title", { name: schoolName })}>
      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t("schools.students.search")}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t("schools.students.status")}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={[{ value: "all", label: t("schools.students.all") }, ...enrollmentOptions(i18n.language)]}
        />
      </Group>
      <QueryOverlay {...queryOverlayProps(students)}>
        {students.data && !students.data.data.length ? (
          <Text size="sm" c="dimmed">
            {t("schools.students.empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("schools.students.name")}</Table.Th>
                  <Table.Th>{t("schools.students.status")}</Table.Th>
                  <Table.Th>{t("schools.students.documents")}</Table.Th>
                  <Table.Th>{t("schools.students.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.data?.data.map((student) => {
                  const screens = studentScreens(schoolId, student.user_id);
                  return (
                    <Table.Tr key={student.user_id}>
                      <Table.Td>{student.name}</Table.Td>
                      <Table.Td>{enrollmentLabel(student.status, i18n.language)}</Table.Td>
                      <Table.Td>
                        {student.documents_regular ? (
                          <Badge color="green" variant="light">
                            {t("schools.students.documents_regular")}
                          </Badge>
                        ) : (
                          <Badge color="orange" variant="light">
                            {t("schools.students.documents_pending", { count: student.documents_pending })}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Anchor component={Link} to={screens.documents} size="sm">
                            {t("schools.students.open_documents")}
                          </Anchor>
                          <Anchor component={Link} to={screens.photo} size="sm">
                            {t("schools.students.open_photo")}
                          </Anchor>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {students.data && students.data.total > PER_PAGE ? (
          <ListPagination page={page} perPage={PER_PAGE} total={students.data.total} onPage={setPage} />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
