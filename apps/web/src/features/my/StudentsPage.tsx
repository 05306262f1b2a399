import { Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { myApi } from "../../platform/api/operations/my.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { DependentOccurrencesSection } from "../schools/DependentOccurrencesSection.tsx";
import { civilDate } from "./civilDate.ts";
import { StoredPhoto } from "./StoredPhoto.tsx";
import { StudentForm } from "./StudentForm.tsx";
import { useRegisterConfig } from "./useRegisterConfig.ts";

const STUDENTS_KEY = ["my", "students"] as const;

/** /my/students: the guardian's dependents, with "Adicionar dependente". */
export const StudentsPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const config = useRegisterConfig();
  const students = useQuery({
    queryKey: STUDENTS_KEY,
    queryFn: () => myApi.students(),
  });
  return (
    <Stack>
      <PageHeader
        title={t("titles.students")}
        description={t("my.students.description")}
        actions={<Button onClick={() => setAdding(true)}>{t("my.students.add")}</Button>}
      />
      {!students.data ? (
        <LoadingState />
      ) : students.data.length === 0 ? (
        <EmptyState title={t("my.students.empty_title")} description={t("my.students.empty_text")} />
      ) : (
        <Stack gap="sm">
          {students.data.map((student) => (
            <Card key={student.id} withBorder padding="sm">
              <Group wrap="nowrap">
                <StoredPhoto url={student.image_url} name={student.name} size={48} />
                <Stack gap={0} style={{ flex: 1 }}>
                  <Anchor component={Link} to={`/my/students/show/${student.id}`} fw={600}>
                    {student.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      student.birthdate ? civilDate(student.birthdate) : null,
                      student.registration_number !== null
                        ? t("my.students.registration_number", { number: student.registration_number })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <FormModal opened={adding} onClose={() => setAdding(false)} title={t("my.students.add")}>
        {config.data ? (
          <StudentForm
            student={null}
            cpfCheck={config.data.register.cpf_check}
            onSaved={(saved) => {
              setAdding(false);
              void client.invalidateQueries({ queryKey: STUDENTS_KEY });
              navigate(`/my/students/show/${saved.id}`);
            }}
          />
        ) : (
          <LoadingState />
        )}
      </FormModal>
    </Stack>
  );
};

/** /my/students/show/:id: one dependent, edited in place; "Encerrar vínculo" ends the link. */
export const StudentShowPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [unlinking, setUnlinking] = useState(false);
  const config = useRegisterConfig();
  const student = useQuery({
    queryKey: [...STUDENTS_KEY, id],
    queryFn: () => myApi.student({ params: { id } }),
    retry: false,
  });
  if (student.isError) {
    return (
      <Stack>
        <Text>{(student.error as Error).message}</Text>
        <Anchor component={Link} to="/my/students">
          {t("my.students.back")}
        </Anchor>
      </Stack>
    );
  }
  if (!student.data || !config.data) return <LoadingState />;
  return (
    <Stack>
      <PageHeader
        title={student.data.name}
        actions={
          <Group>
            <Button component={Link} to="/my/students" variant="default">
              {t("my.students.back")}
            </Button>
            <Button color="red" variant="light" onClick={() => setUnlinking(true)}>
              {t("my.students.unlink")}
            </Button>
          </Group>
        }
      />
      <StudentForm
        key={student.data.version}
        student={student.data}
        cpfCheck={config.data.register.cpf_check}
        onSaved={(saved) => {
          client.setQueryData([...STUDENTS_KEY, id], saved);
          void client.invalidateQueries({ queryKey: STUDENTS_KEY, exact: true });
        }}
      />
      <DependentOccurrencesSection studentId={id} name={student.data.name} />
      <ConfirmDialog
        opened={unlinking}
        title={t("my.students.unlink")}
        message={t("my.students.unlink_confirm", { name: student.data.name })}
        confirmLabel={t("my.students.unlink")}
        onConfirm={async () => {
          await myApi.endStudent({ params: { id } });
          await client.invalidateQueries({ queryKey: STUDENTS_KEY });
          navigate("/my/students");
        }}
        onClose={() => setUnlinking(false)}
      />
    </Stack>
  );
};
