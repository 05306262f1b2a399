import {
  ActionIcon,
  Alert,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { connectHosts, isConnectHost } from "../../platform/startup/connectMode.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { usePublishedList } from "../site/publicApi.ts";
import type { PageRecord } from "../site/publishedTypes.ts";
import { embedAddress, embedTargets, iframeSnippet, linkSnippet } from "./embedTargets.ts";

/** A snippet to paste elsewhere, with a button that copies it. */
const Snippet = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("embed.copied") : t("embed.copy")} withArrow>
              <ActionIcon
                variant={copied ? "filled" : "light"}
                color={copied ? "teal" : undefined}
                onClick={copy}
                aria-label={t("embed.copy_what", { what: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {value}
      </Code>
    </Stack>
  );
};

/**
 * The embed code generator (/publish/embed, permission `pages`): the portal's public pages (news,
 * calendar, each published page, the open pages of its modules) as frame and link snippets to paste
 * on another site, with a live preview of the framed page.
 */
export const EmbedPage = () => {
  const { t } = useTranslation();
  const { modules } = useGuardContext();
  const pages = usePublishedList<PageRecord>("pages", { per_page: 200, sort: "title" });
  const targets = useMemo(
    () =>
      embedTargets({
        modules,
        pages: (pages.data?.data ?? []).map((page) => ({ slug: page.slug, title: page.title })),
        translate: (key, values) => t(key, values),
      }),
    [modules, pages.data, t],
  );
  const [key, setKey] = useState("news");
  const [height, setHeight] = useState(600);
  const target = targets.find((candidate) => candidate.key === key) ?? targets[0]!;
  const { origin, host, hostname } = window.location;
  const generic = isConnectHost({ host, hostname, hosts: connectHosts() });

  return (
    <Stack maw={1100}>
      <PageHeader title={t("titles.embed")} description={t("embed.description")} />
      {generic ? (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t("embed.generic_host_title")}>
          {t("embed.generic_host_text", { host })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Select
            label={t("embed.page")}
            description={t("embed.page_help")}
            data={targets.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
            value={target.key}
            onChange={(value) => value && setKey(value)}
            allowDeselect={false}
            searchable
          />
          <NumberInput
            label={t("embed.height")}
            description={t("embed.height_help")}
            value={height}
            onChange={(value) => setHeight(Math.min(3000, Math.max(200, Number(value) || 600)))}
            min={200}
            max={3000}
            step={50}
            suffix=" px"
            w={200}
          />
          <Snippet label={t("embed.iframe_code")} value={iframeSnippet({ origin, target, height })} />
          <Snippet label={t("embed.link_code")} value={linkSnippet({ origin, target })} />
          <Snippet label={t("embed.address")} value={embedAddress({ origin, path: target.path })} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("embed.preview")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("embed.preview_help")}
          </Text>
          <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
            <iframe
              key={target.path}
              src={embedAddress({ origin, path: target.path })}
              title={t("embed.preview_of", { page: target.label })}
              width="100%"
              height={height}
              style={{ border: 0, display: "block" }}
              loading="lazy"
            />
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
};
