import { Image, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { mediaAddress } from "./mediaAddress.ts";
import { NotPublished } from "./NotPublished.tsx";
import { usePublishedRecord } from "./publicApi.ts";
import type { PageRecord } from "./publishedTypes.ts";
import { RichText } from "./RichText.tsx";
import { SiteLayout } from "./SiteLayout.tsx";

/** One published page of the portal (/p/:slug, by slug or id), in its layout. */
export const PagePage = () => {
  const { t } = useTranslation();
  const { slug } = useParams();
  const query = usePublishedRecord<PageRecord>("pages", slug);
  const page = query.data;
  const missing = isApiError(query.error) && query.error.status === 404;
  const cover = mediaAddress(page?.cover);
  const wide = page?.layout === "wide";
  return (
    <SiteLayout wide={wide}>
      {missing ? (
        <NotPublished back="/portal" backLabel={t("site.back_home")} />
      ) : query.isLoading ? (
        <LoadingState />
      ) : (
        <QueryOverlay {...queryOverlayProps(query)}>
          {page ? (
            <Stack component="article" gap="md" maw={wide ? undefined : 820} mx="auto" w="100%">
              <PageTitle page={page.title} />
              <Title order={1}>{page.title}</Title>
              {page.summary ? (
                <Text size="lg" c="dimmed">
                  {page.summary}
                </Text>
              ) : null}
              {cover ? <Image src={cover} alt="" radius="md" /> : null}
              <RichText html={page.body} />
            </Stack>
          ) : null}
        </QueryOverlay>
      )}
    </SiteLayout>
  );
};
