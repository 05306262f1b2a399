import { createRequire } from "node:module";
import { BRAZIL_STATES } from "@quadra/shared";

/**
 * Brazil's IBGE catalog: the 27 federative units (one list, shared with the web app) and every
 * municipality with its 7-digit IBGE code, from @brazilian-utils/brazilian-utils, which ships the
 * IBGE "localidades" data offline (no call to the IBGE at run time).
 */
export { BRAZIL_STATES };

export type BrazilMunicipality = { ibge_code: string; name: string; uf: string };

type MunicipalitiesModule = typeof import("@brazilian-utils/brazilian-utils/get-municipalities");

// The municipality table is about 150 kB of source: read it on first use, not when the server starts.
const load = createRequire(import.meta.url);
let cache: readonly BrazilMunicipality[] | undefined;

/** Every municipality (about 5,570), sorted by name as a Brazilian reader expects; loaded once. */
export const brazilMunicipalities = (): readonly BrazilMunicipality[] => {
  if (!cache) {
    const { getMunicipalities } = load(
      "@brazilian-utils/brazilian-utils/get-municipalities",
    ) as MunicipalitiesModule;
    cache = Object.freeze(
      getMunicipalities().map((city) =>
        Object.freeze({ ibge_code: city.code, name: city.name, uf: city.stateCode }),
      ),
    );
  }
  return cache;
};

/** Accents, case, hyphens and apostrophes aside: "Olhos-d'Água" and "olhos d agua" are one name. */
const nameKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s'’`-]+/g, " ")
    .trim();

let byName: Map<string, string> | undefined;

/** The IBGE code of a municipality named as the Correios write it, or undefined. */
export const municipalityCode = ({ name, uf }: { name: string; uf: string }): string | undefined => {
  byName ??= new Map(
    brazilMunicipalities().map((city) => [`${city.uf}|${nameKey(city.name)}`, city.ibge_code]),
  );
  return byName.get(`${uf.toUpperCase()}|${nameKey(name)}`);
};
