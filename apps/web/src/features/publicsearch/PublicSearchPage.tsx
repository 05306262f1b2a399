import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import type {
  PublicAssociationCard,
  PublicDocumentCard,
  PublicSearchKind,
  PublicUserCard,
} from "@quadra/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { AssociationCard, DocumentCard, PersonCard } from "./PublicSearchCards.tsx";
import { publicSearchKey, searchPublic } from "./publicSearchApi.ts";

/** The people search needs 3 letters (the server refuses fewer); the others list everything. */
const MIN_LETTERS: Record<PublicSearchKind, number> = { users: 3, associations: 0, documents: 0 };

type AnyCard = PublicUserCard | PublicAssociationCard | PublicDocumentCard;

const CardOf = ({ kind, card }: { kind: PublicSearchKind; card: AnyCard }) => {
  if (kind === "users") return <PersonCard person={card as PublicUserCard} />;
  if (kind === "associations") return <AssociationCard association={card as PublicAssociationCard} />;
  return <DocumentCard document={card as PublicDocumentCard} />;
};

/**
 * A public search (/public/users, /public/associations, /public/documents): a search box and result
 * cards with only what the tenant made public. The search and page live in the query string.
 */
const PublicSearchPage = ({ kind }: { kind: PublicSearchKind }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const longest = Math.max(0, ...q.split(/\s+/).map((term) => term.length));
  const ready = longest >= MIN_LETTERS[kind];
  const query = useQuery({
    queryKey: publicSearchKey(kind, q, page),
    queryFn: () => searchPublic({ kind, q, page }),
    enabled: ready,
    placeholderData: keepPreviousData,
    // A refusal (search off, too short) will not change by asking again.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const change = (next: { q?: string; page?: number }) => {
    const updated = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) updated.set("q", next.q);
      else updated.delete("q");
      updated.delete("page");
    }
    if (next.page !== undefined) updated.set("page", String(next.page));
    setParams(updated, { replace: true });
  };
  const result = query.data;
  return (
    <Stack maw={1100}>
      <PageHeader title={t(`titles.search_${kind}`)} description={t(`publicsearch.description.${kind}`)} />
      <SearchInput
        label={t(`publicsearch.search_label.${kind}`)}
        value={q}
        onChange={(value) => change({ q: value })}
      />
      {!ready ? (
        <Text c="dimmed">{t("publicsearch.type_more")}</Text>
      ) : query.error ? (
        <Alert color="red" role="alert">
          {isApiError(query.error) ? query.error.message : t("api.unreachable")}
        </Alert>
      ) : query.isLoading ? (
        <LoadingState />
      ) : result && result.data.length === 0 ? (
        <EmptyState title={t("publicsearch.empty_title")} description={t("publicsearch.empty_text")} />
      ) : result ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {result.data.map((card) => (
              <CardOf key={card.id} kind={kind} card={card} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={result.page}
            perPage={result.per_page}
            total={result.total}
            totalCapped={result.total_capped}
            onPage={(next) => change({ page: next })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
};

export const PublicUsersPage = () => <PublicSearchPage kind="users" />;
export const PublicAssociationsPage = () => <PublicSearchPage kind="associations" />;
export const PublicDocumentsPage = () => <PublicSearchPage kind="documents" />;
