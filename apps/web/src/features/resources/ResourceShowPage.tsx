import { Button, DataList, Group, Stack, Text, Title } from "@mantine/core";
import { childrenOf, hasAction, type ResourceDef } from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { decideGuard } from "../../routes/guard.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { FieldValue } from "./FieldValue.tsx";
import { formatInstant } from "./formatValue.ts";
import { formSections } from "./formLayout.ts";
import { listPathOf } from "./listPath.ts";
import { ResourceFormModal } from "./ResourceForm.tsx";
import { invalidateResource, recordQueryKey, useRecordQuery } from "./recordQuery.ts";
import { recordTitle } from "./recordTitle.ts";
import { childrenPath, recordPath, resourceRouteFor } from "./resourceRoutes.ts";
import { SectionBlock } from "./SectionBlock.tsx";
import { localeOf, useLocalized } from "./useLocalized.ts";

/** The route of a resource's screen, when the table has it and the person may open it. */
const useOpenableRoute = () => {
  const context = useGuardContext();
  return (name: string, action: "edit" | "children") => {
    const route = resourceRouteFor(name, action);
    return route && decideGuard({ route, context }).kind === "allow" ? route : undefined;
  };
};

/**
 * A record's detail screen (`show/:id`): its fields by section as a description list, Edit (its
 * route, or the form in a dialog) and Delete (after confirming, back to the list), and links to
 * the lists of its child resources.
 */
export const ResourceShowPage = ({ def }: { def: ResourceDef }) => {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const localize = useLocalized();
  const routeParams = useParams();
  const { id } = routeParams;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openable = useOpenableRoute();
  const query = useRecordQuery({ def, id });
  const record = query.data;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState(false);

  const label = localize(def.label.one);
  const title = recordTitle(def, record, locale);
  const parentId = def.parent && record ? (record[def.parent.field] as string | undefined) : undefined;
  // Routes under the record's parent (a register type's roles) take the parent's id as `:parent_id`.
  const underParent = { ...(parentId ? { parent_id: parentId } : {}), ...routeParams };
  const editRoute = hasAction(def, "update") ? openable(def.name, "edit") : undefined;
  const editHref = editRoute && record ? recordPath(def.name, "edit", record.id, underParent) : undefined;
  // A child list under the grandparent too (a register entry's promotions under its register type)
  // takes the grandparent's id from the record.
  const children = childrenOf(def.name)
    .map((child) => ({
      child,
      href:
        id && openable(child.name, "children")
          ? childrenPath(child.name, id, parentId ? { parent_id: parentId } : {})
          : undefined,
    }))
    .filter((entry) => entry.href);

  // Every field, the parent's too (its title says which record this one belongs to).
  const sections = formSections({ def, keys: Object.keys(def.fields), locale });

  const remove = async () => {
    if (!record) return;
    setRemoving(true);
    try {
      await resourceClient(def).remove(record.id);
      notifySuccess({
        message: title ? t("resources.show.deleted_named", { title }) : t("resources.show.deleted"),
      });
      queryClient.removeQueries({ queryKey: recordQueryKey(def.name, record.id) });
      void invalidateResource(queryClient, def);
      const path = listPathOf({ def, parentId });
      if (path) navigate(path, { replace: true });
      else navigate(-1);
    } catch {
      // The server's message (in use elsewhere, already gone) is already on screen.
      setDeleting(false);
    } finally {
      setRemoving(false);
    }
  };

  const actions = record ? (
    <Group gap="xs">
      {editHref ? (
        <Button component={Link} to={editHref} variant="light">
          {t("common.edit")}
        </Button>
      ) : hasAction(def, "update") ? (
        <Button variant="light" onClick={() => setEditing(true)}>
          {t("common.edit")}
        </Button>
      ) : null}
      {hasAction(def, "delete") ? (
        <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
          {t("common.delete")}
        </Button>
      ) : null}
    </Group>
  ) : null;

  return (
    <Stack>
      <PageHeader
        title={title ? t("resources.show.title_named", { label, title }) : label}
        actions={actions}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {record ? (
          <Stack gap="lg">
            {sections.map((section) => (
              <SectionBlock key={section.key} title={section.title}>
                <DataList withDivider labelWidth={200}>
                  {section.fields.map((key) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel>{localize(def.fields[key]!.label)}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <FieldValue
                          field={def.fields[key]!}
                          value={record[key]}
                          title={record._titles?.[key]}
                          locale={locale}
                        />
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList>
              </SectionBlock>
            ))}
            <Text size="sm" c="dimmed">
              {t("resources.show.stamps", {
                created: record.created_at ? formatInstant(record.created_at) : "—",
                updated: record.updated_at ? formatInstant(record.updated_at) : "—",
              })}
            </Text>
            {children.length > 0 ? (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t("resources.show.children")}
                </Title>
                <Group gap="xs">
                  {children.map(({ child, href }) => (
                    <Button key={child.name} component={Link} to={href!} variant="default">
                      {localize(child.label.many)}
                    </Button>
                  ))}
                </Group>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </QueryOverlay>
      {record && !editHref ? (
        <ResourceFormModal
          def={def}
          record={record}
          parentId={parentId}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <FormModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t("resources.show.delete_title", { label })}
        size="md"
      >
        <Stack>
          <Text>{t("resources.show.delete_text", { title: title || label })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t("common.cancel")}
            </Button>
            <Button color="red" loading={removing} onClick={() => void remove()}>
              {t("common.delete")}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </Stack>
  );
};
