import { Stepper } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { modulesOf, useApp } from "../../platform/state/appStore.ts";
import { CommitStep } from "./CommitStep.tsx";
import { commitImport, newIdempotencyKey, previewImport } from "./importCalls.ts";
import { importableResources, resourceDefOf } from "./importResources.ts";
import type { ImportPreview, UploadedImport } from "./importTypes.ts";
import { type Mapping, MappingStep } from "./MappingStep.tsx";
import { PreviewStep } from "./PreviewStep.tsx";
import { ResourceStep } from "./ResourceStep.tsx";
import { UploadStep } from "./UploadStep.tsx";

/**
 * "Nova importação": choose the records, send the sheet, map its columns, check every row, then save
 * them all at once as a job and follow its progress. `requested` preselects a resource (the
 * `?resource=` of the address).
 */
export const ImportWizard = ({
  requested,
  associationId,
  only,
}: {
  requested: string | null;
  /** A manager's import of athletes into this association, instead of the staff's `imports`. */
  associationId?: string;
  /** The one kind of record this wizard imports (skips the choice of the staff's list). */
  only?: ResourceDef;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useApp((state) => state.info);
  const config = useApp((state) => state.config);
  const hidden = useApp((state) => state.hiddenModules);
  const options = useMemo(
    () =>
      only ? [only] : importableResources({ info, modules: modulesOf({ config, hiddenModules: hidden }) }),
    [info, config, hidden, only],
  );
  const at = associationId ? { associationId } : {};
  const [step, setStep] = useState(0);
  const [resource, setResource] = useState<string | null>(
    requested && options.some((def) => def.name === requested)
      ? requested
      : options.length === 1
        ? options[0]!.name
        : null,
  );
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per import: a retry after a lost answer or a double click sends the same one, and the
  // server answers the job it already started instead of importing twice.
  const keys = useRef(new Map<string, string>());
  const def = only ?? resourceDefOf(resource);

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ["imports"] });
  const failureText = (failure: unknown) => (isApiError(failure) ? failure.message : t("api.unreachable"));

  const check = async () => {
    if (!uploaded) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await previewImport({ id: uploaded.id, mapping, ...at }));
      setStep(3);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
      void refreshLists();
    }
  };

  const commit = async () => {
    if (!uploaded) return;
    const key = keys.current.get(uploaded.id) ?? newIdempotencyKey();
    keys.current.set(uploaded.id, key);
    setBusy(true);
    setError(null);
    try {
      await commitImport({ id: uploaded.id, idempotencyKey: key, ...at });
      setStep(4);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
      void refreshLists();
    }
  };

  const anotherFile = () => {
    setUploaded(null);
    setPreview(null);
    setError(null);
    setStep(1);
  };

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false} wrap>
      <Stepper.Step
        label={t("imports.wizard.steps.resource")}
        description={t("imports.wizard.steps.resource_hint")}
      >
        <ResourceStep
          options={options}
          value={resource}
          requested={requested}
          onChange={setResource}
          onNext={() => setStep(1)}
        />
      </Stepper.Step>
      <Stepper.Step label={t("imports.wizard.steps.file")} description={t("imports.wizard.steps.file_hint")}>
        {resource ? (
          <UploadStep
            {...at}
            resource={resource}
            onBack={() => setStep(0)}
            onUploaded={(result) => {
              setUploaded(result);
              setMapping(result.suggested_mapping);
              setError(null);
              setStep(2);
              void refreshLists();
            }}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step
        label={t("imports.wizard.steps.mapping")}
        description={t("imports.wizard.steps.mapping_hint")}
      >
        {def && uploaded ? (
          <MappingStep
            def={def}
            required={uploaded.required_fields}
            headers={uploaded.headers}
            totalRows={uploaded.total_rows}
            mapping={mapping}
            onChange={setMapping}
            onBack={anotherFile}
            onCheck={check}
            checking={busy}
            error={error}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step
        label={t("imports.wizard.steps.preview")}
        description={t("imports.wizard.steps.preview_hint")}
      >
        {def && preview ? (
          <PreviewStep
            showAllRows={!associationId}
            def={def}
            preview={preview}
            onAnotherFile={anotherFile}
            onCommit={commit}
            committing={busy}
            error={error}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Step
        label={t("imports.wizard.steps.commit")}
        description={t("imports.wizard.steps.commit_hint")}
      >
        {def && uploaded ? (
          <CommitStep
            {...at}
            def={def}
            importId={uploaded.id}
            onAnotherFile={anotherFile}
            onNewImport={() => {
              anotherFile();
              setStep(0);
            }}
          />
        ) : null}
      </Stepper.Step>
    </Stepper>
  );
};
