import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import type { MakeMeans } from "./PaymentMeansCard.tsx";

/**
 * The "Gerar PIX" of a bill made before the federation had a PIX key or gateway, for the staff's
 * screen and the payer's (`texts` names their i18n group): what PaymentMeansCard offers while the
 * bill can get its means (null otherwise). The bill answered replaces the one shown at once
 * (`detailKey`); everything under `refreshKey` is read again.
 */
export const useMakeMeans = ({
  canMake,
  make,
  texts,
  detailKey,
  refreshKey,
}: {
  canMake: boolean;
  make: () => Promise<unknown>;
  texts: "finances" | "myfinances";
  detailKey: QueryKey;
  refreshKey: QueryKey;
}): MakeMeans | null => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: make,
    onSuccess: (detail) => {
      notifySuccess({ message: t(`${texts}.means_made`) });
      queryClient.setQueryData(detailKey, detail);
      void queryClient.invalidateQueries({ queryKey: refreshKey });
    },
  });
  if (!canMake) return null;
  return {
    text: t(`${texts}.make_means_text`),
    label: t(`${texts}.make_means`),
    pending: mutation.isPending,
    make: () => mutation.mutate(),
  };
};
