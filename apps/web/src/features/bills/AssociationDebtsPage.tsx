import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationFinanceFrame, associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { DebtsTable } from "./payerDisplay.tsx";
import { fetchAssociationDebts, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/debts: every debt of a managed association, the open ones first. */
export const AssociationDebtsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationDebts(id),
    queryFn: () => fetchAssociationDebts(id),
  });
  const titleOf = (name: string) => t("myfinances.association.debts_title", { name });
  return (
    <Stack maw={960}>
      <AssociationFinanceFrame id={id} current="debts" title={titleOf}>
        {(name) => (
          <QueryOverlay {...queryOverlayProps(query)}>
            {query.data?.length === 0 ? (
              <EmptyState
                title={t("myfinances.association.debts_empty")}
                description={t("myfinances.association.summary_text")}
              />
            ) : query.data ? (
              <DebtsTable
                debts={query.data}
                caption={titleOf(name)}
                link={(debt) => associationFinancesPath(id, `/debts/show/${debt.id}`)}
              />
            ) : null}
          </QueryOverlay>
        )}
      </AssociationFinanceFrame>
    </Stack>
  );
};
