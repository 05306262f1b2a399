import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationFinanceFrame, associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { BillCard } from "./payerDisplay.tsx";
import { fetchAssociationBills, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/bills: a managed association's bills, the newest first. */
export const AssociationBillsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationBills(id),
    queryFn: () => fetchAssociationBills(id),
  });
  return (
    <Stack maw={900}>
      <AssociationFinanceFrame
        id={id}
        current="bills"
        title={(name) => t("myfinances.association.bills_title", { name })}
      >
        {() => (
          <QueryOverlay {...queryOverlayProps(query)}>
            {query.data?.length === 0 ? (
              <EmptyState
                title={t("myfinances.association.bills_empty")}
                description={t("myfinances.association.summary_text")}
              />
            ) : (
              <Stack gap="sm">
                {query.data?.map((bill) => (
                  <BillCard
                    key={bill.id}
                    bill={bill}
                    to={associationFinancesPath(id, `/bills/show/${bill.id}`)}
                  />
                ))}
              </Stack>
            )}
          </QueryOverlay>
        )}
      </AssociationFinanceFrame>
    </Stack>
  );
};
