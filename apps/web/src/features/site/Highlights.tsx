import { Anchor, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { mediaAddress } from "./mediaAddress.ts";
import type { HookRecord, SpotRecord } from "./publishedTypes.ts";
import { urlLink } from "./SiteAnchor.tsx";

const outside = (newTab: boolean) => (newTab ? { target: "_blank", rel: "noopener noreferrer" } : {});

/** Calls to action (Filie-se, Inscrições abertas): a coloured panel with its button. */
export const HookCards = ({ hooks }: { hooks: HookRecord[] }) => (
  <SimpleGrid cols={{ base: 1, sm: Math.min(hooks.length, 2), md: Math.min(hooks.length, 3) }}>
    {hooks.map((hook) => {
      const link = urlLink(hook.link_url, hook.link_target);
      const image = mediaAddress(hook.image);
      return (
        <Paper
          key={hook.id}
          p="lg"
          radius="md"
          withBorder
          style={hook.color ? { borderLeft: `6px solid ${hook.color}` } : undefined}
        >
          <Group wrap="nowrap" align="flex-start">
            {image ? <Image src={image} alt="" w={56} h={56} fit="contain" /> : null}
            <Stack gap="xs">
              <Title order={3} size="h4">
                {hook.title}
              </Title>
              {hook.text ? <Text>{hook.text}</Text> : null}
              {link.kind === "external" ? (
                <Button
                  component="a"
                  href={link.href}
                  {...outside(link.newTab)}
                  w="fit-content"
                  variant="light"
                >
                  {hook.button_label || hook.title}
                </Button>
              ) : null}
            </Stack>
          </Group>
        </Paper>
      );
    })}
  </SimpleGrid>
);

/** Featured cards (image, title, description), linked when they have an address. */
export const SpotCards = ({ spots }: { spots: SpotRecord[] }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
    {spots.map((spot) => {
      const link = urlLink(spot.link_url, spot.link_target);
      const image = mediaAddress(spot.image);
      return (
        <Card key={spot.id} withBorder radius="md" padding="md">
          {image ? (
            <Card.Section>
              <Image src={image} alt="" h={150} fit="cover" />
            </Card.Section>
          ) : null}
          <Stack gap={4} mt="sm">
            {link.kind === "external" ? (
              <Anchor href={link.href} {...outside(link.newTab)} fw={700}>
                {spot.title}
              </Anchor>
            ) : (
              <Text fw={700}>{spot.title}</Text>
            )}
            {spot.description ? <Text size="sm">{spot.description}</Text> : null}
          </Stack>
        </Card>
      );
    })}
  </SimpleGrid>
);

/** Sponsors', partners' and supporters' logos, each named by its alternative text. */
export const SupporterLogos = ({ spots }: { spots: SpotRecord[] }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xl" justify="center" aria-label={t("site.supporters")} role="list">
      {spots.map((spot) => {
        const link = urlLink(spot.link_url, spot.link_target);
        const logo = <Image src={mediaAddress(spot.image)} alt={spot.title} h={64} w="auto" fit="contain" />;
        return (
          <div key={spot.id} role="listitem">
            {link.kind === "external" ? (
              <a href={link.href} {...outside(link.newTab)}>
                {logo}
              </a>
            ) : (
              logo
            )}
          </div>
        );
      })}
    </Group>
  );
};
