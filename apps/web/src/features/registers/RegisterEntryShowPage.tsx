import { List, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { EntryPaymentCard } from "./EntryPaymentCard.tsx";
import { PromotionForm } from "./PromotionForm.tsx";
import { RecordFacts } from "./RecordFacts.tsx";
import { StaffRecordScreen } from "./StaffRecordScreen.tsx";
import { fetchPromotions, type RegisterRecord, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

const day = (value: unknown) => (value ? civilDate(String(value)) : null);

/** The validity of an entry or membership, "from to", or open-ended. */
export const useValidity = () => {
  const { t } = useTranslation();
  return (row: RegisterRecord) =>
    t("regreview.entry.validity_value", {
      from: day(row.starts_on) ?? "—",
      to: day(row.ends_on) ?? t("regreview.entry.open_ended"),
    });
};

const History = ({ entryId }: { entryId: string }) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: STAFF_REGISTER_KEYS.promotions(entryId),
    queryFn: () => fetchPromotions(entryId),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t("regreview.entry.history")}
      </Title>
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data?.data.length ? (
          <List spacing="xs" listStyleType="none">
            {query.data.data.map((row) => (
              <List.Item key={row.id}>
                <Text size="sm" fw={600}>
                  {day(row.promoted_on)} ·{" "}
                  {t("regreview.entry.from_to", {
                    from: row._titles?.from_graduation_id ?? "—",
                    to: row._titles?.registergraduation_id ?? "",
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("regreview.entry.examiner", { name: String(row.examiner ?? "") })}
                  {row.notes ? ` · ${String(row.notes)}` : ""}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t("regreview.entry.no_history")}
          </Text>
        )}
      </QueryOverlay>
    </Paper>
  );
};

/**
 * /registers/registertypes/:parent_id/registers/show/:id: an affiliation with its validity, its
 * debt and bill, its graduation history and the "Promover" form.
 */
export const RegisterEntryShowPage = () => {
  const { t } = useTranslation();
  const validity = useValidity();
  return (
    <StaffRecordScreen resource="registers" fallbackTitle={(titles) => titles.user_id}>
      {(row, titles, { typeId, id }) => (
        <>
          <Paper withBorder p="md" radius="md">
            <RecordFacts
              facts={[
                [t("regreview.entry.number"), row.number ? String(row.number) : null],
                [t("regreview.entry.person"), titles.user_id],
                [t("regreview.entry.association"), titles.association_id],
                [t("regreview.entry.role"), titles.registerrole_id],
                [t("regreview.entry.style"), titles.registerstyle_id],
                [t("regreview.entry.graduation"), titles.registergraduation_id],
                [t("regreview.entry.graduated_on"), day(row.graduated_on)],
                [t("regreview.entry.validity"), validity(row)],
              ]}
            />
          </Paper>
          <EntryPaymentCard resource="registers" id={id} />
          <History entryId={id} />
          <PromotionForm
            entryId={id}
            typeId={typeId}
            currentGraduationId={row.registergraduation_id ? String(row.registergraduation_id) : null}
          />
        </>
      )}
    </StaffRecordScreen>
  );
};

/** /registers/registertypes/:parent_id/registermemberships/show/:id: a membership, its plan and its payment. */
export const RegisterMembershipShowPage = () => {
  const { t } = useTranslation();
  const validity = useValidity();
  return (
    <StaffRecordScreen resource="registermemberships" fallbackTitle={(titles) => titles.user_id}>
      {(row, titles, { id }) => (
        <>
          <Paper withBorder p="md" radius="md">
            <RecordFacts
              facts={[
                [t("regreview.entry.number"), row.number ? String(row.number) : null],
                [t("regreview.entry.person"), titles.user_id],
                [t("regreview.entry.association"), titles.association_id],
                [t("regreview.entry.plan"), titles.registermembershipplan_id],
                [t("regreview.entry.style"), titles.registermembershipstyle_id],
                [t("regreview.entry.validity"), validity(row)],
              ]}
            />
          </Paper>
          <EntryPaymentCard resource="registermemberships" id={id} />
        </>
      )}
    </StaffRecordScreen>
  );
};
