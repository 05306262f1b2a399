import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { RESOURCES } from "@quadra/shared";
import type { SeedKind, SeedOutcome } from "@quadra/shared/contracts/seed";
import { IconDatabaseImport } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { seedApi } from "../../../platform/api/operations/seed.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";

const SEED_QUERY_KEY = ["seed"] as const;

const OutcomeTable = ({ outcome }: { outcome: SeedOutcome }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "pt-BR";
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Table striped withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("seed.resource")}</Table.Th>
          <Table.Th ta="right">{t("seed.created")}</Table.Th>
          <Table.Th ta="right">{t("seed.existing")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.keys(outcome.created).map((name) => (
          <Table.Tr key={name}>
            <Table.Td>{RESOURCES[name]?.label.many[locale] ?? name}</Table.Td>
            <Table.Td ta="right">{number(outcome.created[name] ?? 0)}</Table.Td>
            <Table.Td ta="right">{number(outcome.existing[name] ?? 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

const SeedCard = ({ kind }: { kind: SeedKind }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<SeedOutcome | null>(null);
  const run = useMutation({
    mutationFn: () => (kind.kind === "regions" ? seedApi.regions() : seedApi.demo()),
    onSuccess: (result) => {
      setOutcome(result);
      const created = Object.values(result.created).reduce((sum, n) => sum + n, 0);
      notifySuccess({
        message: created
          ? t("seed.done", { count: created, formatted: created.toLocaleString(i18n.language) })
          : t("seed.nothing_new"),
      });
      void client.invalidateQueries({ queryKey: SEED_QUERY_KEY });
      // What was seeded shows in every list and on the portal's pages.
      void client.invalidateQueries({ queryKey: ["public"] });
    },
  });
  const complete = kind.total > 0 && kind.present >= kind.total;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`seed.kinds.${kind.kind}.title`)}
        </Title>
        <Text size="sm">{t(`seed.kinds.${kind.kind}.description`)}</Text>
        <Stack gap={4}>
          <Progress
            value={kind.total ? (kind.present / kind.total) * 100 : 0}
            aria-label={t("seed.progress_label", { title: t(`seed.kinds.${kind.kind}.title`) })}
          />
          <Text size="sm" c="dimmed">
            {t("seed.present", { present: number(kind.present), total: number(kind.total) })}
          </Text>
        </Stack>
        <Group>
          <Button
            leftSection={<IconDatabaseImport size={18} aria-hidden />}
            onClick={() => run.mutate()}
            loading={run.isPending}
            disabled={complete}
          >
            {complete ? t("seed.all_there") : kind.present ? t("seed.complete") : t("seed.run")}
          </Button>
        </Group>
        {outcome ? <OutcomeTable outcome={outcome} /> : null}
      </Stack>
    </Card>
  );
};

/**
 * What can be seeded into this portal (/admin/seed, permission `seed`): Brazil's regions from the
 * IBGE and a demonstration set. Each seed creates only what is missing, so running it again is safe.
 */
export const SeedPage = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: SEED_QUERY_KEY,
    queryFn: () => seedApi.kinds(),
  });
  return (
    <Stack maw={1000}>
      <PageHeader title={t("titles.seed")} description={t("seed.description")} />
      <Alert color="blue" variant="light">
        {t("seed.idempotent")}
      </Alert>
      <QueryOverlay {...queryOverlayProps(query)}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(query.data ?? []).map((kind) => (
            <SeedCard key={kind.kind} kind={kind} />
          ))}
        </SimpleGrid>
      </QueryOverlay>
    </Stack>
  );
};
