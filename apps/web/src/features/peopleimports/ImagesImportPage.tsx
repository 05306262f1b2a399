import { Alert, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ImagesReport } from "./ImagesReport.tsx";
import {
  type ImagesImportReport,
  type ImagesTarget,
  MAX_ZIP_BYTES,
  uploadImagesZip,
} from "./imagesImportCalls.ts";

/**
 * /records/users/images/import and /records/associations/images/import: a .zip of photos named by
 * cpf (or shields named by CNPJ) sent with a progress bar; the answer is the report of every file.
 */
export const ImagesImportPage = ({ target }: { target: ImagesTarget }) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: ImagesImportReport; message: string } | null>(null);
  const send = async () => {
    if (!file) {
      setError(t("peopleimports.images.file_required"));
      return;
    }
    if (file.size > MAX_ZIP_BYTES) {
      setError(t("peopleimports.images.file_too_large"));
      return;
    }
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      setResult(await uploadImagesZip({ target, file, onProgress: setProgress }));
    } catch (failure) {
      setError(isApiError(failure) ? (failure.errors?.file ?? failure.message) : t("api.unreachable"));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack>
      <PageHeader
        title={t(`peopleimports.images.title_${target}`)}
        description={t(`peopleimports.images.description_${target}`)}
      />
      <FileInput
        label={t("peopleimports.images.file_label")}
        description={t(`peopleimports.images.file_help_${target}`)}
        placeholder={t("peopleimports.images.file_placeholder")}
        accept=".zip,application/zip"
        leftSection={<IconFileZip size={16} aria-hidden />}
        value={file}
        onChange={setFile}
        clearable
        maw={520}
      />
      {progress !== null ? (
        <Stack gap={4}>
          <Progress
            value={Math.round(progress * 100)}
            animated
            aria-label={t("peopleimports.images.progress")}
          />
          <Text size="sm" c="dimmed">
            {progress < 1 ? t("peopleimports.images.sending") : t("peopleimports.images.processing")}
          </Text>
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={send} loading={progress !== null}>
          {t("peopleimports.images.send")}
        </Button>
      </Group>
      {result ? (
        <>
          <Alert color={result.report.matched ? "green" : "yellow"}>{result.message}</Alert>
          <ImagesReport report={result.report} />
        </>
      ) : null}
    </Stack>
  );
};

export const UsersImagesImportPage = () => <ImagesImportPage target="users" />;
export const AssociationsImagesImportPage = () => <ImagesImportPage target="associations" />;
