/** The five macro-regions of the IBGE. */
export type BrazilRegion = "Norte" | "Nordeste" | "Centro-Oeste" | "Sudeste" | "Sul";

/** A federative unit (26 states and the Distrito Federal), keyed by its 2-digit IBGE code. */
export type BrazilState = { ibge_code: string; uf: string; name: string; region: BrazilRegion };

/**
 * The 27 federative units in IBGE code order. Written out here (not read from a package) so the web
 * app gets the list without the municipality data; the server's catalog test checks it against the
 * IBGE data it ships.
 */
export const BRAZIL_STATES: readonly BrazilState[] = [
  { ibge_code: "11", uf: "RO", name: "Rondônia", region: "Norte" },
  { ibge_code: "12", uf: "AC", name: "Acre", region: "Norte" },
  { ibge_code: "13", uf: "AM", name: "Amazonas", region: "Norte" },
  { ibge_code: "14", uf: "RR", name: "Roraima", region: "Norte" },
  { ibge_code: "15", uf: "PA", name: "Pará", region: "Norte" },
  { ibge_code: "16", uf: "AP", name: "Amapá", region: "Norte" },
  { ibge_code: "17", uf: "TO", name: "Tocantins", region: "Norte" },
  { ibge_code: "21", uf: "MA", name: "Maranhão", region: "Nordeste" },
  { ibge_code: "22", uf: "PI", name: "Piauí", region: "Nordeste" },
  { ibge_code: "23", uf: "CE", name: "Ceará", region: "Nordeste" },
  { ibge_code: "24", uf: "RN", name: "Rio Grande do Norte", region: "Nordeste" },
  { ibge_code: "25", uf: "PB", name: "Paraíba", region: "Nordeste" },
  { ibge_code: "26", uf: "PE", name: "Pernambuco", region: "Nordeste" },
  { ibge_code: "27", uf: "AL", name: "Alagoas", region: "Nordeste" },
  { ibge_code: "28", uf: "SE", name: "Sergipe", region: "Nordeste" },
  { ibge_code: "29", uf: "BA", name: "Bahia", region: "Nordeste" },
  { ibge_code: "31", uf: "MG", name: "Minas Gerais", region: "Sudeste" },
  { ibge_code: "32", uf: "ES", name: "Espírito Santo", region: "Sudeste" },
  { ibge_code: "33", uf: "RJ", name: "Rio de Janeiro", region: "Sudeste" },
  { ibge_code: "35", uf: "SP", name: "São Paulo", region: "Sudeste" },
  { ibge_code: "41", uf: "PR", name: "Paraná", region: "Sul" },
  { ibge_code: "42", uf: "SC", name: "Santa Catarina", region: "Sul" },
  { ibge_code: "43", uf: "RS", name: "Rio Grande do Sul", region: "Sul" },
  { ibge_code: "50", uf: "MS", name: "Mato Grosso do Sul", region: "Centro-Oeste" },
  { ibge_code: "51", uf: "MT", name: "Mato Grosso", region: "Centro-Oeste" },
  { ibge_code: "52", uf: "GO", name: "Goiás", region: "Centro-Oeste" },
  { ibge_code: "53", uf: "DF", name: "Distrito Federal", region: "Centro-Oeste" },
];

/** The two-letter codes, for selects and validation. */
export const BRAZIL_UFS: readonly string[] = BRAZIL_STATES.map((state) => state.uf);

/** Whether `value` is one of the 27 UFs (upper case, as the Correios and the IBGE write them). */
export const isBrazilUf = (value: string): boolean => BRAZIL_UFS.includes(value);
