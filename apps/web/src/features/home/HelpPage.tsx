import { Accordion, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/PageHeader.tsx";

const GUIDE = ["menu", "profile", "password", "install", "offline"] as const;
const FAQ = ["forgot", "locked", "denied", "disabled", "update", "notifications"] as const;

export const HelpPage = () => {
  const { t } = useTranslation();
  return (
    <Stack maw={760}>
      <PageHeader title={t("titles.help")} description={t("help.description")} />
      <Title order={2} size="h4">
        {t("help.guide_title")}
      </Title>
      <List spacing="sm">
        {GUIDE.map((key) => (
          <List.Item key={key}>
            <Text span fw={600}>
              {t(`help.guide.${key}.title`)}
            </Text>{" "}
            {t(`help.guide.${key}.text`)}
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h4">
        {t("help.faq_title")}
      </Title>
      <Accordion variant="separated">
        {FAQ.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`help.faq.${key}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`help.faq.${key}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
};
