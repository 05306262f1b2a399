import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useManagedAssociation } from "../associations/ManagedAssociationPage.tsx";
import { AssociationFinanceNav, associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { DebtPicker } from "./DebtPicker.tsx";
import { createAssociationBill, fetchAssociationDebts, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/bills/create: the manager bills the open debts they choose. */
export const AssociationBillCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const association = useManagedAssociation(id);
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationDebts(id),
    queryFn: () => fetchAssociationDebts(id),
  });
  const title = t("myfinances.association.create_title", { name: association.data?.name ?? "" });
  return (
    <Stack maw={960}>
      <AssociationFinanceNav id={id} title={title} current="create" />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <DebtPicker
            debts={query.data}
            label={title}
            make={(debtIds) => createAssociationBill(id, debtIds)}
            onMade={(bill) => navigate(associationFinancesPath(id, `/bills/show/${bill.id}`))}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
