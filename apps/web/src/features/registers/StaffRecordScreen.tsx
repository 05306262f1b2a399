import { Anchor, Button, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { StatusBadge, typePath } from "./registerStaffDisplay.tsx";
import { fetchRecord, type RegisterRecord, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

/** The record's people and refs by name, as the generic read answers them (`_titles`). */
export type RecordTitles = Record<string, string | undefined>;

/**
 * One record of a register type seen by staff (an affiliation, a membership, a contract), at
 * /registers/registertypes/:parent_id/<resource>/show/:id: the link back to the type's list, the
 * header with the record's number (else `fallbackTitle`'s answer) and the edit button, its loading
 * and errors, its status, and what the screen draws of it.
 */
export const StaffRecordScreen = ({
  resource,
  fallbackTitle,
  children,
}: {
  resource: "registers" | "registermemberships" | "registercontracts";
  /** The header's title when the record has no number yet. */
  fallbackTitle?: (titles: RecordTitles) => string | undefined;
  children: (record: RegisterRecord, titles: RecordTitles, ids: { typeId: string; id: string }) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { parent_id = "", id = "" } = useParams();
  const query = useQuery({
    queryKey: STAFF_REGISTER_KEYS.record(resource, id),
    queryFn: () => fetchRecord(resource, id),
  });
  const row = query.data;
  const titles: RecordTitles = row?._titles ?? {};
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to={typePath(parent_id, resource)} size="sm">
        {t(`titles.${resource}`)}
      </Anchor>
      <PageHeader
        title={String(row?.number ?? fallbackTitle?.(titles) ?? t(`titles.${resource}`))}
        description={titles.user_id}
        actions={
          <Button component={Link} to={typePath(parent_id, `${resource}/edit/${id}`)} variant="default">
            {t("regreview.entry.edit")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {row ? (
          <Stack>
            <Group>
              <StatusBadge resource={resource} value={row.status} />
            </Group>
            {children(row, titles, { typeId: parent_id, id })}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
