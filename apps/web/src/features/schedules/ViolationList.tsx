import { Alert, Badge, Group, List, Text } from "@mantine/core";
import type { ScheduleViolationView } from "@quadra/shared/contracts/schedules";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { sortedViolations } from "./scheduleBoard.ts";

/**
 * Every constraint the board's schedule breaks, hard ones first, each with the server's pt-BR
 * sentence; a live region, so a screen reader hears the list change after a move.
 */
export const ViolationList = ({ violations }: { violations: readonly ScheduleViolationView[] }) => {
  const { t } = useTranslation();
  const hard = violations.filter((v) => v.hard).length;
  if (!violations.length)
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" aria-live="polite">
        {t("schedules.violations.none")}
      </Alert>
    );
  return (
    <Alert
      color={hard ? "red" : "yellow"}
      icon={<IconAlertTriangle size={18} />}
      title={t("schedules.violations.title", { count: violations.length })}
      role="status"
      aria-live="polite"
    >
      <Text size="sm" mb="xs">
        {hard ? t("schedules.violations.hard_count", { count: hard }) : t("schedules.violations.soft_only")}
      </Text>
      <List size="sm" spacing={4} aria-label={t("schedules.violations.list")}>
        {sortedViolations(violations).map((violation) => (
          <List.Item key={`${violation.kind}-${violation.item_ids.join("-")}-${violation.message}`}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge
                size="xs"
                color={violation.hard ? "red" : "yellow"}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {violation.hard ? t("schedules.violations.hard") : t("schedules.violations.soft")}
              </Badge>
              <Text size="sm">{violation.message}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
};
