import { Anchor, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { myAssociationsApi } from "../../platform/api/operations/myAssociations.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { roleLabel } from "./roleLabel.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** /my/associationclaims/list: the person's claims with where each stands. */
export const MyClaimsPage = () => {
  const { t, i18n } = useTranslation();
  const claims = useQuery({
    queryKey: ["associations", "myclaims"],
    queryFn: () => myAssociationsApi.claims(),
  });
  const headers = t("associations.claims.columns", { returnObjects: true }) as string[];
  return (
    <Stack>
      <PageHeader title={t("associations.claims.title")} />
      {claims.isPending ? (
        <Text c="dimmed">{t("associations.loading")}</Text>
      ) : !claims.data?.length ? (
        <EmptyState
          title={t("associations.claims.empty_title")}
          description={t("associations.claims.empty_text")}
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t("associations.claims.title")}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claims.data.map((claim) => (
                <Table.Tr key={claim.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/my/associationclaims/${claim.association_id}/show/${claim.id}`}
                    >
                      {claim.association_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{roleLabel(claim.role, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={claim.status} />
                  </Table.Td>
                  <Table.Td>
                    {new Date(claim.created_at).toLocaleDateString(i18n.language, {
                      timeZone: "America/Sao_Paulo",
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
