import type { Regulation } from "./regulation.ts";
import { criteria } from "./tiebreaks/criteria.ts";

/** The part of a regulation a problem is about, so an editor can show it beside that part. */
export type RegulationField =
  | "points"
  | "sequences"
  | "doublesequences"
  | "multiplesequences"
  | "fairPlay"
  | "classificationzones";

export type RegulationProblem = { field: RegulationField; message: string };

/** How the three criteria lists are named to people (pt-BR), after "em"/"na". */
export const SEQUENCE_NAMES = {
  sequences: "sequência geral",
  doublesequences: "sequência entre duas equipes",
  multiplesequences: "sequência entre três ou mais equipes",
} as const;

const FAIR_PLAY_KEYS = ["yellow", "secondYellow", "red", "yellowRed"] as const;

/**
 * Problems in a regulation that comes from storage or an editor, each on the part it is about, in
 * pt-BR; empty when it is usable. The type system cannot check data read at run time, and a typo
 * in a criterion would otherwise only show up as a table that silently stops breaking ties.
 *
 * A head-to-head criterion in the general sequence is refused, not split into the tie sequences:
 * regulations are published as one flat list ("pontos, vitórias, saldo, gols pró, confronto
 * direto…"), but in the general sequence the engine would compute it among whichever teams are
 * still level at that point, re-narrowed after every criterion, while every published rule means
 * "among the teams level on points" (and UEFA's, among all of them before re-applying). Splitting
 * on save would silently move criteria a person placed; the message says where they go instead.
 */
export const regulationProblems = ({ regulation }: { regulation: Regulation }): RegulationProblem[] => {
  const problems: RegulationProblem[] = [];
  const add = (field: RegulationField, message: string) => problems.push({ field, message });
  const { points } = regulation;
  for (const key of ["win", "draw", "loss"] as const) {
    if (!Number.isFinite(points?.[key])) add("points", `Pontuação "${key}" ausente ou inválida`);
  }
  if (points && points.win < points.loss) add("points", "A vitória vale menos que a derrota");
  const seenSets = new Set<string>();
  for (const rule of points?.bySets ?? []) {
    const score = `${rule.winnerSets}–${rule.loserSets}`;
    if (rule.winnerSets <= rule.loserSets) add("points", `Placar de sets inválido: ${score}`);
    else if (rule.winner < rule.loser)
      add("points", `No placar ${score}, o vencedor leva menos pontos que o perdedor`);
    if (seenSets.has(score)) add("points", `Placar de sets repetido: ${score}`);
    seenSets.add(score);
  }
  const lists = {
    sequences: regulation.sequences ?? [],
    doublesequences: regulation.doublesequences ?? [],
    multiplesequences: regulation.multiplesequences ?? [],
  };
  if (lists.sequences.length === 0) add("sequences", "A sequência geral está vazia");
  for (const [name, list] of Object.entries(lists) as [keyof typeof lists, readonly string[]][]) {
    const where = SEQUENCE_NAMES[name];
    const seen = new Set<string>();
    for (const id of list) {
      if (!Object.hasOwn(criteria, id)) add(name, `Critério desconhecido na ${where}: ${id}`);
      else if (seen.has(id) && id !== "reapply")
        add(name, `Critério repetido na ${where}: ${criteria[id as keyof typeof criteria].label}`);
      seen.add(id);
    }
    const lots = list.indexOf("drawingOfLots");
    if (lots >= 0 && lots < list.length - 1) add(name, `Na ${where}, nada vem depois do sorteio`);
  }
  if (lists.sequences.includes("reapply"))
    add(
      "sequences",
      "A reaplicação só vale nas sequências de desempate (entre duas equipes, entre três ou mais)",
    );
  const headToHead = lists.sequences.filter(
    (id) => criteria[id as keyof typeof criteria]?.scope === "headToHead",
  );
  if (headToHead.length)
    add(
      "sequences",
      `Confronto direto não entra na sequência geral (${headToHead
        .map((id) => criteria[id as keyof typeof criteria].label)
        .join(", ")}): ponha-o nas sequências entre duas equipes e entre três ou mais, ` +
        "que decidem entre as equipes empatadas em pontos depois da sequência geral",
    );
  const fairPlay = regulation.fairPlay;
  if (fairPlay) {
    for (const key of FAIR_PLAY_KEYS) {
      const weight = fairPlay[key];
      if (!Number.isFinite(weight) || weight > 0)
        add("fairPlay", `Peso do fair play "${key}" deve ser zero ou negativo (cartões tiram pontos)`);
    }
  }
  const taken = new Map<number, string>();
  for (const zone of regulation.classificationzones ?? []) {
    for (const position of zone.positions) {
      if (!Number.isInteger(position) || position < 1)
        add("classificationzones", `Zona ${zone.name}: posição inválida ${position}`);
      const other = taken.get(position);
      if (other !== undefined)
        add("classificationzones", `A posição ${position} está nas zonas ${other} e ${zone.name}`);
      taken.set(position, zone.name);
    }
  }
  return problems;
};

/** The problems of `regulationProblems` as sentences, empty when the regulation is usable. */
export const validateRegulation = ({ regulation }: { regulation: Regulation }): string[] =>
  regulationProblems({ regulation }).map((problem) => problem.message);
