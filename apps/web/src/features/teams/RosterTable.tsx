import { Button, Group, Table, Text } from "@mantine/core";
import type { RosterMember } from "@quadra/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentsBadge } from "./TeamParts.tsx";
import { teamRoleLabel } from "./teamsApi.ts";

/**
 * A team's roster: name, role, number, position. For whoever keeps the team's documents, each
 * member's required-documents status and the way to their documents and photo (`links`); a
 * manager's screen adds its own actions per member (`actions`).
 */
export const RosterTable = ({
  members,
  label,
  links,
  actions,
}: {
  members: RosterMember[];
  label: string;
  links?: (member: RosterMember) => { documents: string; photo: string };
  actions?: (member: RosterMember) => ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  if (!members.length) return <Text c="dimmed">{t("teams.show.roster_empty")}</Text>;
  const keeper = Boolean(links);
  return (
    <Table.ScrollContainer minWidth={keeper ? 760 : 480}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("teams.columns.name")}</Table.Th>
            <Table.Th>{t("teams.columns.role")}</Table.Th>
            <Table.Th>{t("teams.columns.number")}</Table.Th>
            <Table.Th>{t("teams.columns.position")}</Table.Th>
            {keeper ? <Table.Th>{t("teams.columns.documents")}</Table.Th> : null}
            {keeper || actions ? <Table.Th>{t("common.actions")}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const to = links?.(member);
            return (
              <Table.Tr key={member.id}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{teamRoleLabel(member.role, i18n.language)}</Table.Td>
                <Table.Td>{member.number ?? ""}</Table.Td>
                <Table.Td>{member.position ?? ""}</Table.Td>
                {keeper ? (
                  <Table.Td>
                    {member.documents ? (
                      <DocumentsBadge name={member.name} documents={member.documents} />
                    ) : null}
                  </Table.Td>
                ) : null}
                {keeper || actions ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {to ? (
                        <>
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={to.documents}
                            aria-label={t("teams.documents.open_named", { name: member.name })}
                          >
                            {t("teams.documents.open")}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={to.photo}
                            aria-label={t("teams.documents.photo_named", { name: member.name })}
                          >
                            {t("teams.documents.photo")}
                          </Button>
                        </>
                      ) : null}
                      {actions?.(member)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
