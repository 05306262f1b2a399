import { Anchor, Badge, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDate } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { mediaAddress } from "./mediaAddress.ts";
import { NotPublished } from "./NotPublished.tsx";
import { usePublishedRecord } from "./publicApi.ts";
import type { PostRecord } from "./publishedTypes.ts";
import { RichText } from "./RichText.tsx";
import { SiteLayout } from "./SiteLayout.tsx";
import { useSitePath } from "./useEmbedded.ts";

/** One published post (/news/:slug, by slug or id): title, date, author, cover, text and tags. */
export const PostPage = () => {
  const { t } = useTranslation();
  const { slug } = useParams();
  const sitePath = useSitePath();
  const query = usePublishedRecord<PostRecord>("posts", slug);
  const post = query.data;
  const missing = isApiError(query.error) && query.error.status === 404;
  const cover = mediaAddress(post?.cover);
  return (
    <SiteLayout>
      {missing ? (
        <NotPublished back="/news" backLabel={t("site.all_news")} />
      ) : query.isLoading ? (
        <LoadingState />
      ) : (
        <QueryOverlay {...queryOverlayProps(query)}>
          {post ? (
            <Stack component="article" gap="md" maw={820} mx="auto" w="100%">
              <PageTitle page={post.title} />
              <Anchor component={Link} to={sitePath("/news")} size="sm">
                {t("site.all_news")}
              </Anchor>
              <Title order={1}>{post.title}</Title>
              <Group gap="xs" c="dimmed">
                {post.published_at ? (
                  <Text size="sm">
                    <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                  </Text>
                ) : null}
                {post.author_name ? <Text size="sm">· {post.author_name}</Text> : null}
              </Group>
              {post.summary ? (
                <Text size="lg" fw={500}>
                  {post.summary}
                </Text>
              ) : null}
              {cover ? (
                <figure style={{ margin: 0 }}>
                  <Image src={cover} alt={post.cover_caption ?? ""} radius="md" />
                  {post.cover_caption ? (
                    <Text component="figcaption" size="sm" c="dimmed" mt={4}>
                      {post.cover_caption}
                    </Text>
                  ) : null}
                </figure>
              ) : null}
              <RichText html={post.body} />
              {post.tags.length ? (
                <Group gap="xs" aria-label={t("site.tags")}>
                  {post.tags.map((tag) => (
                    <Badge key={tag} variant="light">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Stack>
          ) : null}
        </QueryOverlay>
      )}
    </SiteLayout>
  );
};
