import type {
  Affiliation,
  Association,
  AssociationClaim,
  AssociationFound,
  MyAffiliation,
} from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { associationsApi } from "../../platform/api/operations/associations.ts";
import { configsApi } from "../../platform/api/operations/configs.ts";
import { myAssociationsApi } from "../../platform/api/operations/myAssociations.ts";
import { uploadAddress } from "../../platform/api/uploadFile.ts";

export type { Affiliation, Association, AssociationClaim, AssociationFound, MyAffiliation };

/** The three staff queues of this feature and where each one's decisions go. */
export type QueueKind = "associations" | "shields" | "associationclaims";

const DECISIONS = {
  associations: { approve: associationsApi.approve, reject: associationsApi.reject },
  shields: { approve: associationsApi.approveShield, reject: associationsApi.rejectShield },
  associationclaims: { approve: associationsApi.approveClaim, reject: associationsApi.rejectClaim },
} as const;

export const decide = ({
  kind,
  id,
  approve,
  reason,
}: {
  kind: QueueKind;
  id: string;
  approve: boolean;
  reason?: string;
}): Promise<unknown> =>
  approve
    ? DECISIONS[kind].approve({ params: { id }, body: reason ? { reason } : {} })
    : DECISIONS[kind].reject({ params: { id }, body: { reason: reason ?? "" } });

/**
 * The address of a stored file (`uploads/<id>`) on the upload backend, for a link or an image;
 * `backend` is the one the screen reads (null before the tenant is known: no address yet).
 */
export const fileUrl = (backend: string | null, value: string | null) =>
  value && backend && value.startsWith("uploads/") ? uploadAddress(value) : value;

/** The query keys of this feature: every change invalidates ["associations"] and refreshes them all. */
export const ASSOCIATIONS_KEY = "associations";

export const fetchManaged = (id: string, signal?: AbortSignal) =>
  myAssociationsApi.one({ params: { id }, signal });

export const registerAssociation = (body: Record<string, unknown>) =>
  myAssociationsApi.register({ body: body as { role: string } });

export const updateManaged = (id: string, body: Record<string, unknown>, version: number) =>
  myAssociationsApi.update({ params: { id }, body: { ...body, version } });

export const drawNewToken = (id: string) => myAssociationsApi.newToken({ params: { id } });

/** The manager's shield waits for approval; staff set theirs directly. */
export const sendShield = ({ id, shield, staff }: { id: string; shield: string; staff: boolean }) =>
  staff
    ? associationsApi.setShield({ params: { id }, body: { shield } })
    : myAssociationsApi.sendShield({ params: { id }, body: { shield } });

export const fetchMyAffiliations = (signal?: AbortSignal) => myAssociationsApi.affiliations({ signal });

export const joinWithToken = (token: string) => myAssociationsApi.join({ body: { token } });

export const fetchAthletes = (id: string, signal?: AbortSignal) =>
  myAssociationsApi.athletes({ params: { id }, signal });

export const decideAffiliation = ({
  associationId,
  affiliationId,
  action,
}: {
  associationId: string;
  affiliationId: string;
  action: "accept" | "end";
}) => {
  const params = { id: associationId, affiliation_id: affiliationId };
  return action === "accept"
    ? myAssociationsApi.acceptAthlete({ params })
    : myAssociationsApi.endAthlete({ params });
};

/** Registers a new athlete (the person's fields) or links a registered one (`{mode: "link", cpf}`). */
export const registerAthlete = (associationId: string, body: Record<string, unknown>) =>
  myAssociationsApi.registerAthlete({ params: { id: associationId }, body });

/** The tenant's registration rules (configs/register): `register_associations` drives these forms. */
export const useRegisterRules = () =>
  useQuery({
    queryKey: ["configs", "register"],
    queryFn: ({ signal }) => configsApi.register({ signal }),
    staleTime: 60_000,
  });
