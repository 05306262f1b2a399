import { Alert, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { MAX_IMPORT_BYTES, uploadImport } from "./importCalls.ts";
import type { UploadedImport } from "./importTypes.ts";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Step 2: the spreadsheet, sent with a progress bar; the server reads it and suggests a mapping. */
export const UploadStep = ({
  resource,
  onBack,
  onUploaded,
  associationId,
}: {
  resource: string;
  associationId?: string;
  onBack: () => void;
  onUploaded: (uploaded: UploadedImport) => void;
}) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!file) {
      setError(t("imports.wizard.file_required"));
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t("imports.wizard.file_too_large"));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      onUploaded(
        await uploadImport({
          file,
          resource,
          onProgress: setProgress,
          ...(associationId ? { associationId } : {}),
        }),
      );
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.errors.file ?? failure.errors.resource ?? failure.message)
          : t("api.unreachable"),
      );
    } finally {
      setProgress(null);
    }
  };
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack>
      <FileInput
        label={t("imports.wizard.file_label")}
        description={t("imports.wizard.file_help")}
        placeholder={t("imports.wizard.file_placeholder")}
        accept={ACCEPT}
        value={file}
        onChange={(picked) => {
          setFile(picked);
          setError(null);
        }}
        error={error}
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        clearable
        disabled={progress !== null}
      />
      <Alert color="blue" variant="light" title={t("imports.wizard.formats_title")}>
        {t("imports.wizard.formats")}
      </Alert>
      {progress !== null ? (
        <Stack gap={4}>
          <Progress value={percent} aria-label={t("imports.wizard.uploading", { percent })} animated />
          <Text size="sm" c="dimmed" role="status">
            {t("imports.wizard.uploading", { percent })}
          </Text>
        </Stack>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={progress !== null}>
          {t("imports.wizard.back")}
        </Button>
        <Button onClick={send} loading={progress !== null}>
          {t("imports.wizard.upload")}
        </Button>
      </Group>
    </Stack>
  );
};
