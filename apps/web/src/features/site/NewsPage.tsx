import { Pagination, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { paginationLabels } from "../../ui/paginationLabels.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { PostCards } from "./PostCards.tsx";
import { usePublishedList } from "./publicApi.ts";
import type { PostRecord } from "./publishedTypes.ts";
import { SiteLayout } from "./SiteLayout.tsx";
import { useListParams } from "./useListParams.ts";

const PER_PAGE = 12;

/** The published news, newest first, searchable and in pages (/news). */
export const NewsPage = () => {
  const { t } = useTranslation();
  const { page, q, update } = useListParams();
  const [draft, setDraft] = useState(q);
  const search = useDebouncedCallback((value: string) => update({ q: value.trim(), page: 1 }), 400);
  const query = usePublishedList<PostRecord>("posts", { page, per_page: PER_PAGE, q: q || undefined });
  const posts = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));
  return (
    <SiteLayout>
      <Stack gap="lg">
        <Title order={1}>{t("titles.site_news")}</Title>
        <TextInput
          label={t("site.search_news")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          maw={420}
          type="search"
        />
        <QueryOverlay {...queryOverlayProps(query)}>
          {posts.length ? (
            <PostCards posts={posts} />
          ) : (
            <EmptyState
              title={q ? t("site.no_results_title") : t("site.no_news_title")}
              description={q ? t("site.no_results_text") : t("site.no_news_text")}
            />
          )}
        </QueryOverlay>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => update({ page: next })}
            getControlProps={paginationLabels(t)}
          />
        ) : null}
      </Stack>
    </SiteLayout>
  );
};
