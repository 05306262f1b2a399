import type { Separation } from "./resolve.ts";

/**
 * A pt-BR sentence for one separation, e.g. "Japão à frente de Senegal: Fair play -4 × -6".
 * `names` maps ids to display names; ids are used when a name is missing.
 */
export const explainSeparation = ({
  separation,
  names = {},
}: {
  separation: Separation;
  names?: Readonly<Record<string, string>>;
}): string => {
  const upper = names[separation.upper] ?? separation.upper;
  const lower = names[separation.lower] ?? separation.lower;
  if (separation.criterion === null) return `${upper} e ${lower} seguem empatados em todos os critérios`;
  if (separation.criterion === "drawingOfLots") return `${upper} à frente de ${lower}: sorteio`;
  const [a, b] = separation.values;
  return `${upper} à frente de ${lower}: ${separation.label} ${a} × ${b}`;
};

/** Every explanation of a table as pt-BR sentences, top to bottom. */
export const explainStandings = ({
  explanations,
  names = {},
}: {
  explanations: readonly Separation[];
  names?: Readonly<Record<string, string>>;
}): string[] => explanations.map((separation) => explainSeparation({ separation, names }));
