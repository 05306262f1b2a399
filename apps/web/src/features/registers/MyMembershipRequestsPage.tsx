import { Button, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { RegisterOffer } from "@quadra/shared/contracts/publicRegisters";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { myApi } from "../../platform/api/operations/my.ts";
import { myRegistersApi } from "../../platform/api/operations/myRegisters.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { todayIso } from "../my/todayIso.ts";
import {
  choiceBody,
  emptyChoice,
  MembershipChoiceFields,
  type MembershipChoiceValues,
} from "./MembershipChoiceFields.tsx";
import { MyRequestCard } from "./MyRequestCard.tsx";
import { myRequestPath, PEOPLE_REGISTERS_KEYS } from "./peopleRegistersApi.ts";
import { RequestBillActions } from "./RequestBillActions.tsx";

/** The key the person's data is cached under (the same as /my/data's). */
const MY_DATA_KEY = ["my", "data"] as const;

/** A new membership request of the logged-in person, by the same rules as the open page's. */
const NewRequestForm = ({
  offer,
  birthdate,
  onDone,
}: {
  offer: RegisterOffer[];
  birthdate: string | null;
  onDone: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<MembershipChoiceValues>({
    initialValues: emptyChoice(offer),
    validate: {
      registertype_id: (value) => (value ? null : t("regpeople.choose_type")),
      registermembershipplan_id: (value) => (value ? null : t("regpeople.choose_plan")),
    },
  });
  const create = useMutation({
    mutationFn: (values: MembershipChoiceValues) => myRegistersApi.create({ body: choiceBody(values) }),
    onSuccess: (made) => {
      void client.invalidateQueries({ queryKey: PEOPLE_REGISTERS_KEYS.myRequests });
      onDone(made.id);
    },
    onError: (error) => applyApiErrors({ error, setErrors: form.setErrors }),
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <Stack>
        <MembershipChoiceFields form={form} offer={offer} birthdate={birthdate} today={todayIso()} />
        <Button type="submit" loading={create.isPending}>
          {t("regpeople.submit")}
        </Button>
      </Stack>
    </form>
  );
};

/**
 * /my/registers/membershiprequests: the person's membership requests and affiliation requests (each
 * labelled), with the status, the reason when refused, and the bill to pay once approved; and a new
 * membership request.
 */
export const MyMembershipRequestsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The age picks the style's price band, as on the open page.
  const birthdate = useQuery({ queryKey: MY_DATA_KEY, queryFn: () => myApi.data() }).data?.birthdate ?? null;
  const [creating, setCreating] = useState(false);
  const requests = useQuery({
    queryKey: PEOPLE_REGISTERS_KEYS.myRequests,
    queryFn: () => myRegistersApi.requests(),
  });
  const offer = useQuery({ queryKey: PEOPLE_REGISTERS_KEYS.myOffer, queryFn: () => myRegistersApi.offer() });
  return (
    <Stack maw={900}>
      <PageHeader
        title={t("titles.membershiprequests")}
        description={t("regpeople.my_description")}
        actions={
          <Button onClick={() => setCreating(true)} disabled={!offer.data?.length}>
            {t("regpeople.new_request")}
          </Button>
        }
      />
      {offer.data && !offer.data.length ? (
        <EmptyState title={t("regpeople.new_request")} description={t("regpeople.none_for_you")} />
      ) : null}
      <QueryOverlay {...queryOverlayProps(requests)}>
        <Stack gap="sm">
          {requests.data && !requests.data.length ? (
            <EmptyState title={t("regpeople.empty_title")} description={t("regpeople.empty_text")} />
          ) : null}
          {requests.data?.map((request) => (
            <MyRequestCard key={request.id} request={request} to={myRequestPath(request.id)}>
              <RequestBillActions request={request} />
            </MyRequestCard>
          ))}
        </Stack>
      </QueryOverlay>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t("regpeople.new_request")}
        size="lg"
      >
        {offer.data?.length ? (
          <NewRequestForm
            offer={offer.data}
            birthdate={birthdate}
            onDone={(id) => navigate(myRequestPath(id))}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
