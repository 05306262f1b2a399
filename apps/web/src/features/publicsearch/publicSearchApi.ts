import type {
  PublicAssociationCard,
  PublicDocumentCard,
  PublicSearchKind,
  PublicSearchPage,
  PublicUserCard,
} from "@quadra/shared";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { publicSearchAddresses, publicSearchApi } from "../../platform/api/operations/publicSearch.ts";

export const publicSearchKey = (kind: PublicSearchKind, q: string, page: number) =>
  ["public", "search", kind, q, page] as const;

/** A card of any of the searches: people, associations or documents. */
export type PublicCard = PublicUserCard | PublicAssociationCard | PublicDocumentCard;

export const searchPublic = ({
  kind,
  q,
  page,
}: {
  kind: PublicSearchKind;
  q: string;
  page: number;
}): Promise<PublicSearchPage<PublicCard>> =>
  publicSearchApi[kind]({ query: { q, page, per_page: 20 }, quiet: true });

/**
 * The addresses of the photo, shield and file a card links to (the server answers them only while
 * the record is public), read with the session's token by `fetchFile`.
 */
export const publicFileUrl = {
  userImage: (id: string) => operationUrl(publicSearchAddresses.userImage, { params: { id } }),
  associationShield: (id: string) =>
    operationUrl(publicSearchAddresses.associationShield, { params: { id } }),
  documentFile: (id: string) => operationUrl(publicSearchAddresses.documentFile, { params: { id } }),
};
