import { Alert, Anchor, Stack } from "@mantine/core";
import type { MyParq } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ParqForm, type ParqFormValues, toParqBody } from "./ParqForm.tsx";
import { fetchMyParq, fetchParqPeople, PARQ_KEYS_QUERY, resignParq, signParq } from "./parqsApi.ts";

/** After signing: the list shows the new state, with the server's message. */
const useAfterSigning = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (signed: MyParq) => {
    await client.invalidateQueries({ queryKey: PARQ_KEYS_QUERY.mine });
    notifySuccess({
      message: signed.status === "approved" ? t("parqs.signed_approved") : t("parqs.signed_pending"),
    });
    navigate("/my/forms/parq");
  };
};

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/my/forms/parq" size="sm">
      {t("parqs.back_to_list")}
    </Anchor>
  );
};

/** /my/forms/parq/create: a new PAR-Q for oneself or a dependent. */
export const ParqCreatePage = () => {
  const { t } = useTranslation();
  const done = useAfterSigning();
  const people = useQuery({ queryKey: PARQ_KEYS_QUERY.people, queryFn: fetchParqPeople });
  const submit = async (values: ParqFormValues) => {
    await done(await signParq(toParqBody(values)));
  };
  return (
    <Stack maw={860}>
      <BackLink />
      <PageHeader title={t("titles.parqs")} description={t("parqs.my_description")} />
      <QueryOverlay {...queryOverlayProps(people)}>
        {people.data ? <ParqForm people={people.data} onSubmit={submit} /> : null}
      </QueryOverlay>
    </Stack>
  );
};

/** /my/forms/parq/:user_id/edit/:id: corrects and signs again a PAR-Q still pending or refused. */
export const ParqEditPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const done = useAfterSigning();
  const query = useQuery({ queryKey: PARQ_KEYS_QUERY.one(id), queryFn: () => fetchMyParq(id) });
  const parq = query.data;
  const submit = async (values: ParqFormValues) => {
    const { user_id: _person, ...body } = toParqBody(values);
    await done(await resignParq({ id, body: { ...body, version: parq!.version } }));
  };
  return (
    <Stack maw={860}>
      <BackLink />
      <PageHeader title={parq ? t("parqs.edit_title", { name: parq.user_name }) : t("titles.parqs")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {parq && !parq.editable ? <Alert color="blue">{t("parqs.not_editable")}</Alert> : null}
        {parq?.editable ? (
          <ParqForm
            key={parq.version}
            people={[{ id: parq.user_id, name: parq.user_name, self: false }]}
            parq={parq}
            onSubmit={submit}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
