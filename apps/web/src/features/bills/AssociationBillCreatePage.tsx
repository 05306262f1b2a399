import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationFinanceFrame, associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { DebtPicker } from "./DebtPicker.tsx";
import { createAssociationBill, fetchAssociationDebts, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/bills/create: the manager bills the open debts they choose. */
export const AssociationBillCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationDebts(id),
    queryFn: () => fetchAssociationDebts(id),
  });
  const titleOf = (name: string) => t("myfinances.association.create_title", { name });
  return (
    <Stack maw={960}>
      <AssociationFinanceFrame id={id} current="create" title={titleOf}>
        {(name) => (
          <QueryOverlay {...queryOverlayProps(query)}>
            {query.data ? (
              <DebtPicker
                debts={query.data}
                label={titleOf(name)}
                make={(debtIds) => createAssociationBill(id, debtIds)}
                onMade={(bill) => navigate(associationFinancesPath(id, `/bills/show/${bill.id}`))}
              />
            ) : null}
          </QueryOverlay>
        )}
      </AssociationFinanceFrame>
    </Stack>
  );
};
