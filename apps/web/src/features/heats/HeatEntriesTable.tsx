import { Badge, Table, Text, Tooltip } from "@mantine/core";
import type { HeatEntryView } from "@quadra/shared/contracts/heats";
import type { HeatMeasure } from "@quadra/shared/resources/catalog/heats";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { attemptsLine } from "./fieldAttempts.ts";
import { showMark } from "./heatMarks.ts";

/** The name of an entry: the athlete, or the team in a relay. */
export const entryName = (entry: { athlete_name: string | null; team_name: string }) =>
  entry.athlete_name ?? entry.team_name;

/**
 * How an entry qualified: "Q" by place, filled green; "q" by mark, outlined blue. Badge upper-cases
 * its text by default, which would turn "q" into "Q", so its case is kept.
 */
export const QualifiedBadge = ({ qualified }: { qualified: "Q" | "q" }) => (
  <Badge
    size="sm"
    tt="none"
    ml={4}
    {...(qualified === "Q"
      ? { color: "green.9", variant: "filled" }
      : { color: "blue.8", variant: "outline" })}
  >
    {qualified}
  </Badge>
);

/** Place, Q/q and the record badge of an entry. */
export const EntryResult = ({ entry }: { entry: HeatEntryView }) => {
  const { t } = useTranslation();
  return (
    <>
      {entry.qualified ? <QualifiedBadge qualified={entry.qualified} /> : null}
      {entry.record ? (
        <Tooltip label={t("heats.sheet.record_hint")}>
          <Badge size="sm" color="grape.9" ml={4}>
            {t("heats.sheet.record_badge")}
          </Badge>
        </Tooltip>
      ) : null}
    </>
  );
};

/**
 * A heat's entries by lane (or order in a field event): athlete, team, entry mark, mark or status,
 * place and what it earned. `markCell` replaces the mark with a field on the marks screen.
 */
export const HeatEntriesTable = ({
  entries,
  measure,
  label,
  markCell,
}: {
  entries: HeatEntryView[];
  measure: HeatMeasure;
  label: string;
  markCell?: (entry: HeatEntryView, index: number) => ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} verticalSpacing={markCell ? 4 : "xs"}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{measure === "time" ? t("heats.phase.lane") : t("heats.phase.order")}</Table.Th>
            <Table.Th>{t("heats.phase.athlete")}</Table.Th>
            <Table.Th>{t("heats.phase.team")}</Table.Th>
            <Table.Th>{t("heats.phase.entry_mark")}</Table.Th>
            <Table.Th>{t("heats.phase.mark")}</Table.Th>
            <Table.Th>{t("heats.phase.place")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={entry.id} aria-label={entryName(entry)}>
              <Table.Td>{entry.lane ?? "—"}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {entry.athlete_name ?? t("heats.phase.relay")}
                </Text>
              </Table.Td>
              <Table.Td>{entry.team_name}</Table.Td>
              <Table.Td>{showMark(entry.seed_mark, measure, i18n.language)}</Table.Td>
              <Table.Td>
                {markCell
                  ? markCell(entry, index)
                  : (entry.mark_status ?? showMark(entry.mark, measure, i18n.language))}
                {!markCell && entry.attempts?.length ? (
                  <Text size="xs" c="dimmed" aria-label={t("heats.sheet.attempts")}>
                    {attemptsLine(entry.attempts, measure, i18n.language)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {entry.place ?? ""}
                <EntryResult entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
