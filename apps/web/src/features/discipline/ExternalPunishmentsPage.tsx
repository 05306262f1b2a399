import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { punishments } from "@quadra/shared/resources/catalog/discipline";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { type ListRecord, ResourceCell } from "../resources/ResourceCell.tsx";
import { ResourceFormModal } from "../resources/ResourceForm.tsx";
import { localeOf } from "../resources/useLocalized.ts";
import { disciplineScreens } from "./disciplineApi.ts";

const PUNISHMENTS: ResourceDef = punishments;

/**
 * The punishments' form as another body's decision: `external` checked from the start, so the
 * deciding body and the case number are asked (the definition shows them when `external` is set).
 */
export const EXTERNAL_PUNISHMENTS: ResourceDef = {
  ...PUNISHMENTS,
  fields: {
    ...PUNISHMENTS.fields,
    external: { ...PUNISHMENTS.fields.external!, default: true },
  },
};

const COLUMNS = [
  "decided_on",
  "issuer",
  "case_number",
  "user_id",
  "team_id",
  "kind",
  "status",
  "reason",
] as const;
const records = resourceClient<ListRecord>(PUNISHMENTS);
export const EXTERNAL_KEY = ["resource", "punishments", "list", "external"] as const;

/**
 * /competitions/punishments/external: the punishments another body decided (a sports court, the
 * games' committee), newest first, recorded and corrected here with the body and the case number.
 * Suspensions among them keep the player off the match sheets like the competition's own.
 */
export const ExternalPunishmentsPage = () => {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ record: ListRecord | null } | null>(null);
  const query = useQuery({
    queryKey: EXTERNAL_KEY,
    queryFn: () => records.list({ external: "true", sort: "-decided_on", per_page: 100 }),
  });
  const rows = query.data?.data ?? [];
  return (
    <Stack maw={1200}>
      <Group>
        <Anchor component={Link} to={disciplineScreens.punishments} size="sm">
          {t("discipline.external.all")}
        </Anchor>
      </Group>
      <PageHeader
        title={t("discipline.external.title")}
        description={t("discipline.external.description")}
        actions={<Button onClick={() => setEditing({ record: null })}>{t("discipline.external.add")}</Button>}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {rows.length ? (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label={t("discipline.external.title")}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((key) => (
                    <Table.Th key={key}>{PUNISHMENTS.fields[key]!.label[locale]}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((record) => (
                  <Table.Tr key={record.id}>
                    {COLUMNS.map((key) => (
                      <Table.Td key={key}>
                        <ResourceCell
                          fieldKey={key}
                          field={PUNISHMENTS.fields[key]!}
                          record={record}
                          locale={locale}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ record })}
                        aria-label={t("discipline.external.edit", {
                          name: String(record.case_number ?? record.reason ?? ""),
                        })}
                      >
                        {t("discipline.external.edit_short")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">{t("discipline.external.empty")}</Text>
        )}
      </QueryOverlay>
      <ResourceFormModal
        def={EXTERNAL_PUNISHMENTS}
        record={editing?.record ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => client.invalidateQueries({ queryKey: ["resource", "punishments"] })}
      />
    </Stack>
  );
};
