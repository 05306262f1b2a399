import type { Violation } from "@quadra/engine";
import { type ScheduleViolationView, SOFT_VIOLATIONS } from "@quadra/shared/contracts/schedules";
import type { BuiltProblem, Setup } from "./scheduleProblem.ts";

// A per-day violation names the tenant's calendar day (engineClock hands the engine local minutes).
const DAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "2-digit", month: "2-digit" });

/** Each broken constraint as the board lists it: which kind, hard or soft, the items, a pt-BR sentence. */
export const violationViews = (
  built: BuiltProblem,
  setup: Setup,
  violations: readonly Violation[],
  /** Why the proposer left an item out (its last obstacle), when the answer is a proposal. */
  unplacedReasons: ReadonlyMap<string, Violation["kind"]> = new Map(),
): ScheduleViolationView[] => {
  const item = (id: string | undefined) => {
    const found = id ? built.items.get(id) : undefined;
    return found ? `${found.title} (${found.competition_name}, ${found.round})` : "Item";
  };
  const space = (id: string | undefined) => {
    const found = id ? built.spaceNames.get(id) : undefined;
    return found ? `${found.name} (${found.venue})` : "a área de jogo";
  };
  const team = (id: string | undefined) => (id && built.teamNames.get(id)) || "A equipe";
  const person = (id: string | undefined) => (id && built.personNames.get(id)) || "O(a) atleta";
  const referee = (id: string | undefined) => (id && built.refereeNames.get(id)) || "O(a) árbitro(a)";
  const day = (index: number | undefined) =>
    index === undefined ? "" : ` em ${DAY.format(new Date(index * 86_400_000))}`;

  const sentence = (v: Violation): string => {
    const [a, b] = v.itemIds;
    switch (v.kind) {
      case "unplaced":
        return unplacedReasons.get(a ?? "")?.startsWith("referee")
          ? `${item(a)} ficou sem árbitro disponível em todos os horários livres.`
          : `${item(a)} não coube em nenhum horário livre dos espaços escolhidos.`;
      case "space_not_allowed":
        return `${item(a)} não pode ser disputada em ${space(v.spaceId)}.`;
      case "outside_hours":
        return `${item(a)} fica fora do horário de funcionamento de ${space(v.spaceId)}.`;
      case "window":
        return `${item(a)} fica fora das datas da competição.`;
      case "order":
        return `${item(b)} começa antes de terminar ${item(a)}, que vem antes.`;
      case "space_overlap":
        return setup.changeover_minutes > 0
          ? `${item(a)} e ${item(b)} se sobrepõem em ${space(v.spaceId)} (contando ${setup.changeover_minutes} min de intervalo).`
          : `${item(a)} e ${item(b)} se sobrepõem em ${space(v.spaceId)}.`;
      case "team_overlap":
        return `${team(v.teamId)} estaria em ${item(a)} e ${item(b)} ao mesmo tempo.`;
      case "team_rest":
        return `${team(v.teamId)} teria só ${v.minutes ?? 0} min de descanso entre ${item(a)} e ${item(b)} (mínimo ${setup.min_rest_minutes} min).`;
      case "athlete_overlap":
        return `${person(v.athleteId)} estaria em ${item(a)} e ${item(b)} ao mesmo tempo.`;
      case "athlete_rest":
        return `${person(v.athleteId)} teria só ${v.minutes ?? 0} min de descanso entre ${item(a)} e ${item(b)} (mínimo ${setup.min_rest_minutes} min).`;
      case "too_many_per_day":
        return `${team(v.teamId)} teria ${v.count ?? 0} jogos${day(v.day)} (máximo ${setup.max_per_team_per_day ?? 0}).`;
      case "referee_missing":
        return `${item(a)} está sem árbitros suficientes (${v.count ?? 0} de ${setup.referees_per_duel}).`;
      case "referee_unavailable":
        return `${referee(v.refereeId)} está indisponível no horário de ${item(a)}.`;
      case "referee_excluded":
        return `${referee(v.refereeId)} não pode apitar ${item(a)} (entidade de uma das equipes ou categoria inferior à da competição).`;
      case "referee_overlap":
        return `${referee(v.refereeId)} estaria em ${item(a)} e ${item(b)} ao mesmo tempo.`;
      case "referee_too_many_per_day":
        return `${referee(v.refereeId)} teria ${v.count ?? 0} partidas${day(v.day)}.`;
    }
  };

  return violations.map((v) => ({
    kind: v.kind,
    hard: !SOFT_VIOLATIONS.includes(v.kind),
    item_ids: [...v.itemIds],
    message: sentence(v),
  }));
};
