import type { Regulation } from "./regulation.ts";
import { criteria } from "./tiebreaks/criteria.ts";

/**
 * Problems in a regulation that comes from storage or an editor, in pt-BR, empty when it is usable.
 * The type system cannot check data read at run time, and a typo in a criterion would otherwise
 * only show up as a table that silently stops breaking ties.
 */
export const validateRegulation = ({ regulation }: { regulation: Regulation }): string[] => {
  const errors: string[] = [];
  const { points } = regulation;
  for (const key of ["win", "draw", "loss"] as const) {
    if (!Number.isFinite(points[key])) errors.push(`Pontuação "${key}" ausente ou inválida`);
  }
  if (points.win < points.loss) errors.push("A vitória vale menos que a derrota");
  for (const rule of points.bySets ?? []) {
    if (rule.winnerSets <= rule.loserSets)
      errors.push(`Placar de sets inválido: ${rule.winnerSets}–${rule.loserSets}`);
  }
  const lists = {
    sequences: regulation.sequences,
    doublesequences: regulation.doublesequences ?? [],
    multiplesequences: regulation.multiplesequences ?? [],
  };
  if (regulation.sequences.length === 0) errors.push("A sequência geral (sequences) está vazia");
  for (const [name, list] of Object.entries(lists)) {
    const seen = new Set<string>();
    for (const id of list) {
      if (!Object.hasOwn(criteria, id)) errors.push(`Critério desconhecido em ${name}: ${id}`);
      else if (seen.has(id) && id !== "reapply") errors.push(`Critério repetido em ${name}: ${id}`);
      seen.add(id);
    }
    const lots = list.indexOf("drawingOfLots");
    if (lots >= 0 && lots < list.length - 1) errors.push(`Em ${name}, nada vem depois do sorteio`);
  }
  if (regulation.sequences.includes("reapply"))
    errors.push("reapply só faz sentido em doublesequences/multiplesequences");
  const taken = new Map<number, string>();
  for (const zone of regulation.classificationzones ?? []) {
    for (const position of zone.positions) {
      if (!Number.isInteger(position) || position < 1)
        errors.push(`Zona ${zone.name}: posição inválida ${position}`);
      const other = taken.get(position);
      if (other !== undefined) errors.push(`A posição ${position} está nas zonas ${other} e ${zone.name}`);
      taken.set(position, zone.name);
    }
  }
  return errors;
};
