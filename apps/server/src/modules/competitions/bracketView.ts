import type { Slot } from "@quadra/engine";
import type { BracketSlotView, BracketView } from "@quadra/shared/contracts/competitions";
import type { DuelStatus } from "@quadra/shared/resources/catalog/competitionStructure";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { isBracketFormat, type PhaseBracket, phaseBracket } from "./bracket.ts";
import { type PhaseRecord, phaseById } from "./phaseRecords.ts";
import { refOf, type TeamRefRow, teamRefs } from "./teamRefs.ts";

/** The resolved bracket of a knockout phase: each match with its teams, duel, score and winner. */
export const bracketView = async (tx: Executor, phaseId: string): Promise<BracketView> => {
  const phase = await phaseById(tx, phaseId);
  if (!isBracketFormat(phase.format)) throw conflict("Esta fase não é de mata-mata: ela não tem chave.");
  const state = await phaseBracket(tx, phase);
  return bracketViewOf(phase, state, state ? await teamRefs(tx, state.bracket.participants) : new Map());
};

/** A resolved bracket as the API shows it, with the teams' names from `teams`. */
export const bracketViewOf = (
  phase: PhaseRecord,
  state: PhaseBracket | null,
  teams: Map<string, TeamRefRow>,
): BracketView => {
  if (!state) return { phase_id: phase.id, format: phase.format, rounds: [], matches: [], champion: null };
  const byMatch = new Map(state.duels.map((duel) => [duel.bracket_match, duel]));
  const slot = (from: Slot, occupant: string | null | undefined): BracketSlotView => ({
    team: occupant ? refOf(teams.get(occupant)) : null,
    from:
      from.kind === "winner" || from.kind === "loser"
        ? `${from.kind === "winner" ? "Vencedor" : "Perdedor"} de ${from.match}`
        : null,
    bye: from.kind === "bye" || occupant === null,
  });
  const rounds = new Map<string, { number: number; name: string }>();
  for (const duel of state.duels)
    rounds.set(duel.round_id, { number: duel.round_number, name: duel.round_name });
  return {
    phase_id: phase.id,
    format: phase.format,
    rounds: [...rounds.values()].sort((a, b) => a.number - b.number),
    matches: state.resolved.matches.map((match) => {
      const duel = byMatch.get(match.id);
      return {
        id: match.id,
        section: match.section,
        round: duel?.round_number ?? match.round,
        position: match.position,
        duel_id: duel?.id ?? null,
        home: slot(match.home, match.homeParticipant),
        away: slot(match.away, match.awayParticipant),
        winner_id: match.winner ?? null,
        home_score: duel?.home_score ?? null,
        away_score: duel?.away_score ?? null,
        status: (duel?.status as DuelStatus | undefined) ?? null,
      };
    }),
    champion: state.resolved.champion ? refOf(teams.get(state.resolved.champion)) : null,
  };
};
