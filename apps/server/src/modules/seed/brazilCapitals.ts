/**
 * The IBGE codes of the 27 capitals (26 state capitals and Brasília). The municipality data we ship
 * does not say which municipality is a capital, and the list changes only by constitutional
 * amendment (the last was Palmas, 1989); a test checks each against the catalog's names and states.
 */
export const BRAZIL_CAPITAL_CODES: Readonly<Record<string, string>> = {
  RO: "1100205", // Porto Velho
  AC: "1200401", // Rio Branco
  AM: "1302603", // Manaus
  RR: "1400100", // Boa Vista
  PA: "1501402", // Belém
  AP: "1600303", // Macapá
  TO: "1721000", // Palmas
  MA: "2111300", // São Luís
  PI: "2211001", // Teresina
  CE: "2304400", // Fortaleza
  RN: "2408102", // Natal
  PB: "2507507", // João Pessoa
  PE: "2611606", // Recife
  AL: "2704302", // Maceió
  SE: "2800308", // Aracaju
  BA: "2927408", // Salvador
  MG: "3106200", // Belo Horizonte
  ES: "3205309", // Vitória
  RJ: "3304557", // Rio de Janeiro
  SP: "3550308", // São Paulo
  PR: "4106902", // Curitiba
  SC: "4205407", // Florianópolis
  RS: "4314902", // Porto Alegre
  MS: "5002704", // Campo Grande
  MT: "5103403", // Cuiabá
  GO: "5208707", // Goiânia
  DF: "5300108", // Brasília
};

const CAPITALS = new Set(Object.values(BRAZIL_CAPITAL_CODES));

export const isBrazilCapital = (ibgeCode: string) => CAPITALS.has(ibgeCode);
