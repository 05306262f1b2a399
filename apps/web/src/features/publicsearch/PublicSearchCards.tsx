import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  type PublicAssociationCard,
  type PublicDocumentCard,
  type PublicUserCard,
  RESOURCES,
} from "@quadra/shared";
import dayjs from "dayjs";
import "../../i18n/dates.ts";
import { useTranslation } from "react-i18next";
import { fetchFile, saveBlob } from "../../platform/api/fileDownload.ts";
import { PublicImage } from "./PublicImage.tsx";
import { publicFileUrl } from "./publicSearchApi.ts";

const day = (value: string) => dayjs(value).format("L");

/** A person as the tenant chose to show them: the name always, the rest only when answered. */
export const PersonCard = ({ person }: { person: PublicUserCard }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-label={person.name}>
      <Group wrap="nowrap" align="flex-start">
        {"image" in person ? (
          <PublicImage
            url={person.image ? publicFileUrl.userImage(person.id) : null}
            alt={t("publicsearch.photo_of", { name: person.name })}
            name={person.name}
          />
        ) : null}
        <Stack gap={4}>
          <Text fw={600}>{person.name}</Text>
          {person.birth_year ? (
            <Text size="sm" c="dimmed">
              {t("publicsearch.born", { year: person.birth_year })}
            </Text>
          ) : null}
          {person.city ? (
            <Text size="sm" c="dimmed">
              {person.city}
            </Text>
          ) : null}
          {person.registration_number ? (
            <Text size="sm" c="dimmed">
              {t("publicsearch.registration", { number: person.registration_number })}
            </Text>
          ) : null}
          {person.associations?.length ? (
            <Group gap={4}>
              {person.associations.map((name) => (
                <Badge key={name} variant="light">
                  {name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
};

export const AssociationCard = ({ association }: { association: PublicAssociationCard }) => {
  const { t } = useTranslation();
  const lines = [
    association.short_name,
    association.city,
    association.cnpj,
    association.email,
    association.phone,
  ];
  return (
    <Card withBorder radius="md" component="article" aria-label={association.name}>
      <Group wrap="nowrap" align="flex-start">
        {"shield" in association ? (
          <PublicImage
            url={association.shield ? publicFileUrl.associationShield(association.id) : null}
            alt={t("publicsearch.shield_of", { name: association.name })}
            name={association.name}
          />
        ) : null}
        <Stack gap={4}>
          <Text fw={600}>{association.name}</Text>
          {lines.filter(Boolean).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
          {association.site ? (
            <Anchor href={association.site} target="_blank" rel="noopener noreferrer" size="sm">
              {association.site}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
};

/** Downloads a published document's file under its title. */
const download = async (document: PublicDocumentCard) => {
  const { blob } = await fetchFile(publicFileUrl.documentFile(document.id));
  saveBlob({ blob, name: document.title });
};

export const DocumentCard = ({ document }: { document: PublicDocumentCard }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  const type =
    RESOURCES.documents?.fields.type?.options?.find((option) => option.value === document.type)?.label[
      language
    ] ?? document.type;
  return (
    <Card withBorder radius="md" component="article" aria-label={document.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{document.title}</Text>
            <Badge variant="light">{type}</Badge>
          </Group>
          {document.number ? (
            <Text size="sm" c="dimmed">
              {document.number}
            </Text>
          ) : null}
          {document.issued_on ? (
            <Text size="sm" c="dimmed">
              {t("publicsearch.issued_on", { date: day(document.issued_on) })}
            </Text>
          ) : null}
          {document.valid_until ? (
            <Text size="sm" c="dimmed">
              {t("publicsearch.valid_until", { date: day(document.valid_until) })}
            </Text>
          ) : null}
          {document.description ? <Text size="sm">{document.description}</Text> : null}
        </Stack>
        <Button
          variant="light"
          onClick={() => void download(document)}
          aria-label={t("publicsearch.download_of", { title: document.title })}
        >
          {t("publicsearch.download")}
        </Button>
      </Group>
    </Card>
  );
};
