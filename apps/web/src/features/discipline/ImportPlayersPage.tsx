import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { type ResourceDef, TEAM_MEMBER_ROLES } from "@quadra/shared";
import { teammembers } from "@quadra/shared/resources/catalog/teams";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ImportWizard } from "../imports/ImportWizard.tsx";
import { disciplineScreens } from "./disciplineApi.ts";

const teams = resourceClient<{ id: string; name: string }>("teams");
const MEMBERS: ResourceDef = teammembers;

/** The column headings of a roster sheet: the roster's own field labels, so the wizard maps them itself. */
const labelOf = (key: string) => MEMBERS.fields[key]?.label["pt-BR"] ?? key;
const TEMPLATE_COLUMNS = ["team_id", "user_id", "role", "number", "position"] as const;

/** A CSV with the headings and the team's code on a first line to fill (Excel reads `;`). */
export const rosterTemplate = (teamId: string) => {
  const heading = TEMPLATE_COLUMNS.map(labelOf).join(";");
  const athlete = TEAM_MEMBER_ROLES.find((role) => role.value === "athlete")?.label["pt-BR"] ?? "";
  return `\uFEFF${heading}\r\n${teamId};;${athlete};;\r\n`;
};

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * /competitions/competitions/:parent_id/members/:id/import/players: the import wizard of roster
 * records (teammembers) for the team `:id`, with a sheet template that already names the team. The
 * roster's rules check every row at the preview, and a commit with a failing row writes nothing.
 */
export const ImportPlayersPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id: teamId = "" } = useParams();
  const team = useQuery({ queryKey: ["resource", "teams", "get", teamId], queryFn: () => teams.get(teamId) });
  const name = team.data?.name ?? "";
  return (
    <Stack maw={1100}>
      <Group gap="md">
        <Anchor component={Link} to={disciplineScreens.teamRoster(competitionId, teamId)} size="sm">
          {t("discipline.import_players.back")}
        </Anchor>
        <Anchor component={Link} to={disciplineScreens.members(competitionId)} size="sm">
          {t("discipline.members.title")}
        </Anchor>
      </Group>
      <PageHeader
        title={t("discipline.import_players.title", { team: name })}
        description={t("discipline.import_players.description")}
      />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => download(`inscritos-${name || teamId}.csv`, rosterTemplate(teamId))}
            >
              {t("discipline.import_players.template")}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t("discipline.import_players.template_hint")}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <ImportWizard requested="teammembers" only={MEMBERS} />
      </Paper>
    </Stack>
  );
};
