import { Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DebtPicker } from "./DebtPicker.tsx";
import { BillCard } from "./payerDisplay.tsx";
import { createMyBill, fetchMyFinances, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

const billAddress = (id: string) => `/my/personalfinances/bills/show/${id}`;

/**
 * /my/personalfinances/bills: the person's open bills first (overdue marked), then the paid ones;
 * when the federation lets payers choose, the open debts to make a bill of.
 */
export const MyBillsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: PAYER_FINANCES_KEYS.mine, queryFn: fetchMyFinances });
  const bills = query.data?.bills ?? [];
  const open = bills.filter((bill) => bill.status === "open");
  const done = bills.filter((bill) => bill.status !== "open");
  const choosing = Boolean(query.data?.select_debts && query.data.open_debts.length);
  return (
    <Stack maw={900}>
      <PageHeader title={t("titles.my_bills")} description={t("myfinances.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        <Stack gap="lg">
          {query.data && !bills.length && !choosing ? (
            <EmptyState title={t("myfinances.empty_title")} description={t("myfinances.empty_text")} />
          ) : null}
          {choosing ? (
            <Stack component="section" gap="sm">
              <Title order={2} size="h4">
                {t("myfinances.choose_title")}
              </Title>
              <DebtPicker
                debts={query.data!.open_debts}
                label={t("myfinances.choose_title")}
                make={createMyBill}
                onMade={(bill) => navigate(billAddress(bill.id))}
              />
            </Stack>
          ) : null}
          {[
            ["open_bills", open],
            ["paid_bills", done],
          ].map(([key, list]) =>
            (list as typeof bills).length ? (
              <Stack key={key as string} component="section" gap="sm">
                <Title order={2} size="h4">
                  {t(`myfinances.${key}`)}
                </Title>
                {(list as typeof bills).map((bill) => (
                  <BillCard key={bill.id} bill={bill} to={billAddress(bill.id)} />
                ))}
              </Stack>
            ) : null,
          )}
        </Stack>
      </QueryOverlay>
    </Stack>
  );
};
