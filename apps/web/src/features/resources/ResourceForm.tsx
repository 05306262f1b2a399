import { Alert, Stack } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useNavigate, useParams, useSearchParams } from "react-router";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import type { ResourceRecord } from "./formValues.ts";
import { LeaveConfirmModal } from "./LeaveConfirmModal.tsx";
import { listPathOf } from "./listPath.ts";
import { ResourceEditor } from "./ResourceEditor.tsx";
import { useRecordQuery } from "./recordQuery.ts";
import { recordTitle } from "./recordTitle.ts";
import { localeOf, useLocalized } from "./useLocalized.ts";

export { ResourceShowPage } from "./ResourceShowPage.tsx";

/** The heading of a form: "País — novo cadastro" or "Editar país: Brasil". */
const useFormTitle = (def: ResourceDef, record: ResourceRecord | null | undefined, editing: boolean) => {
  const { t, i18n } = useTranslation();
  const localize = useLocalized();
  const label = localize(def.label.one);
  if (!editing) return t("resources.form.new_title", { label });
  const title = recordTitle(def, record, localeOf(i18n.language));
  return title
    ? t("resources.form.edit_title_named", { label, title })
    : t("resources.form.edit_title", { label });
};

/**
 * The create (no `:id`) and edit (`:id`) screen of a resource. A child resource is created under
 * the parent named by the route's `:parent_id` (or the param its route names: `:style_id` of a
 * style's prices, under `registertypes/:parent_id/registerstyles/:style_id`) or the `?parent_id=`
 * of the address. After saving it
 * goes to the resource's list (or back); leaving with unsaved changes asks first.
 */
export const ResourceFormPage = ({
  def,
  parentParam = "parent_id",
}: {
  def: ResourceDef;
  parentParam?: string;
}) => {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = params.id;
  const record = useRecordQuery({ def, id });
  const parentId = params[parentParam] ?? search.get("parent_id") ?? undefined;
  const title = useFormTitle(def, record.data, Boolean(id));
  const [dirty, setDirty] = useState(false);
  // Set once the form is done with (saved): the navigation that follows is not "leaving unsaved".
  const done = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const goToList = (saved?: ResourceRecord) => {
    const source = saved ?? record.data;
    const parent = def.parent ? (source?.[def.parent.field] as string | undefined) : undefined;
    const path = listPathOf({ def, parentId: parent ?? parentId, params });
    if (path) navigate(path);
    else navigate(-1);
  };
  const saved = (result: ResourceRecord) => {
    done.current = true;
    goToList(result);
  };

  const editor = (current: ResourceRecord | null) => (
    <ResourceEditor
      key={current?.id ?? "new"}
      def={def}
      record={current}
      parentId={parentId}
      onSaved={saved}
      onCancel={() => goToList()}
      onDirtyChange={setDirty}
    />
  );

  return (
    <Stack>
      <PageHeader title={title} />
      {id ? (
        <QueryOverlay {...queryOverlayProps(record)}>{record.data ? editor(record.data) : null}</QueryOverlay>
      ) : def.parent && !parentId ? (
        <Alert color="orange" role="alert">
          {t("resources.form.parent_missing")}
        </Alert>
      ) : (
        editor(null)
      )}
      <LeaveConfirmModal
        opened={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Stack>
  );
};

/**
 * The same form in a dialog, for lists whose resource has no form route: `record` null creates
 * (under `parentId` for a child resource). After saving it calls `onSaved` and then `onClose`;
 * closing with unsaved changes asks first.
 */
export const ResourceFormModal = ({
  def,
  parentId,
  record,
  opened,
  onClose,
  onSaved,
}: {
  def: ResourceDef;
  parentId?: string;
  record: ResourceRecord | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (saved: ResourceRecord) => void;
}) => {
  const title = useFormTitle(def, record, record !== null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());

  return (
    <>
      <FormModal opened={opened} onClose={requestClose} title={title}>
        {opened ? (
          <ResourceEditor
            key={record?.id ?? "new"}
            def={def}
            record={record}
            parentId={parentId}
            onSaved={(saved) => {
              onSaved?.(saved);
              close();
            }}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        ) : null}
      </FormModal>
      <LeaveConfirmModal opened={asking} onStay={() => setAsking(false)} onLeave={close} />
    </>
  );
};
