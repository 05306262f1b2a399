import type { BenchTenant } from "./benchTenant.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls a server's tenant API as the web app does; anything but a 2xx stops the benchmark. */
export const apiClient =
  (port: number, tenant: BenchTenant) =>
  async <T = any>(method: Method, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/t/${tenant.identifier}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tenant.token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
    return (JSON.parse(text) as { result: T }).result;
  };
export type Api = ReturnType<typeof apiClient>;

export type BuiltDuel = { id: string; home: { id: string } | null; away: { id: string } | null };
export type BuiltCompetition = { id: string; phaseId: string; teamIds: string[]; duels: BuiltDuel[] };

/** A score from a small deterministic generator: the same run enters the same results. */
export const scoreOf = (index: number) => ({
  home_score: (index * 7 + 3) % 4,
  away_score: (index * 5 + 1) % 3,
});

/**
 * A running public competition built through the competitions operations, as a director does it:
 * the competition, its teams (spread over the tenant's associations), one phase, the draw from
 * pots and the fixtures; answers the duels in the order of play.
 */
export const buildCompetition = async (
  api: Api,
  tenant: BenchTenant,
  options: { name: string; teams: number; format: "round_robin" | "groups"; groups: number; legs: number },
): Promise<BuiltCompetition> => {
  const competition = await api<{ id: string }>("POST", "competitions", {
    name: options.name,
    season: 2026,
    status: "running",
    public: true,
    starts_on: "2026-03-01",
  });
  const teamIds: string[] = [];
  for (let i = 0; i < options.teams; i++) {
    const team = await api<{ id: string }>("POST", `competitions/${competition.id}/teams`, {
      name: `Equipe ${String(i + 1).padStart(2, "0")}`,
      association_id: tenant.associationIds[i % tenant.associationIds.length],
    });
    teamIds.push(team.id);
  }
  const phase = await api<{ id: string }>("POST", `competitions/${competition.id}/phases`, {
    name: options.format === "round_robin" ? "Turno e returno" : "Fase de grupos",
    format: options.format,
    groups_count: options.groups,
    legs: options.legs,
    entry: "all",
    position: 1,
  });
  // Pots of one team per group: pot k holds the teams k·groups … (k+1)·groups − 1.
  const pots: string[][] = [];
  for (let i = 0; i < teamIds.length; i += options.groups) pots.push(teamIds.slice(i, i + options.groups));
  await api("POST", `phases/${phase.id}/draw`, {
    pots: options.groups === 1 ? [teamIds] : pots,
    seed: `bench-${options.name}`,
  });
  await api("POST", `phases/${phase.id}/fixtures`, { starts_on: "2026-03-01", days_between_rounds: 7 });
  const duels = await api<BuiltDuel[]>("GET", `competitions/${competition.id}/duels?phase_id=${phase.id}`);
  return { id: competition.id, phaseId: phase.id, teamIds, duels };
};
