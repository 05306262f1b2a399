import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The two loading messages of spec §8: first load, or a refetch of what is already shown. */
export const LoadingState = ({ refreshing = false }: { refreshing?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Center mih={200} py="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{refreshing ? t("loading.refreshing") : t("loading.first")}</Text>
      </Stack>
    </Center>
  );
};
