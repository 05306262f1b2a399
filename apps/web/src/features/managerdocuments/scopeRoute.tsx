import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { MANAGER_DOCUMENTS_KEY, type PersonScope } from "./managerDocumentsApi.ts";

/**
 * What a screen of a scope reads from its address: the scope's record, the person (`userParam`: `id`
 * on the documents and photo screens, `user_id` on the form), the association's optional team (the
 * route's :team_id, or ?team_id= on the forms, whose routes have no such part), the API base and
 * the start of every query key (the kind keeps a team's and an association's answers apart).
 */
export const useScopeRoute = (scope: PersonScope, userParam: "id" | "user_id") => {
  const params = useParams();
  const [search] = useSearchParams();
  const scopeId = params[scope.param] ?? "";
  const userId = params[userParam] ?? "";
  const teamId =
    scope.kind === "association" ? (params.team_id ?? search.get("team_id") ?? undefined) : undefined;
  return {
    scopeId,
    userId,
    teamId,
    api: scope.api(scopeId, userId),
    key: [MANAGER_DOCUMENTS_KEY, scope.kind, scopeId, userId] as const,
  };
};

/** The way back from a person's screens: to the scope's list, or to where the person came from. */
export const BackToScope = ({
  scope,
  scopeId,
  teamId,
}: {
  scope: PersonScope;
  scopeId: string;
  teamId?: string;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = scope.back(scopeId, teamId);
  return back.to ? (
    <Button component={Link} variant="subtle" to={back.to}>
      {t(back.label)}
    </Button>
  ) : (
    <Button variant="subtle" onClick={() => navigate(-1)}>
      {t(back.label)}
    </Button>
  );
};
