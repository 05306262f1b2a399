import { Anchor, Card, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../i18n/dates.ts";
import { mediaAddress } from "./mediaAddress.ts";
import type { PostRecord } from "./publishedTypes.ts";
import { useSitePath } from "./useEmbedded.ts";

/** News as cards: cover, date, title (the link) and summary. */
export const PostCards = ({ posts }: { posts: PostRecord[] }) => {
  const { t } = useTranslation();
  const sitePath = useSitePath();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {posts.map((post) => {
        const cover = mediaAddress(post.cover);
        return (
          <Card key={post.id} withBorder padding="md" radius="md" component="article">
            {cover ? (
              <Card.Section>
                <Image src={cover} alt={post.cover_caption ?? ""} h={160} fit="cover" />
              </Card.Section>
            ) : null}
            <Stack gap={6} mt={cover ? "sm" : 0}>
              {post.published_at ? (
                <Text size="sm" c="dimmed">
                  <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                </Text>
              ) : null}
              <Anchor component={Link} to={sitePath(`/news/${post.slug}`)} fw={700} size="lg" c="inherit">
                {post.title}
              </Anchor>
              {post.summary ? (
                <Text size="sm" lineClamp={3}>
                  {post.summary}
                </Text>
              ) : null}
              <Anchor
                component={Link}
                to={sitePath(`/news/${post.slug}`)}
                size="sm"
                aria-hidden
                tabIndex={-1}
              >
                {t("site.read_more")}
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
