/**
 * A column or field name reduced to what a person means by it: "Data de Nascimento", "data_nascimento"
 * and "DATA-DE-NASCIMENTO" differ only in case, accents, spaces and punctuation, all dropped here.
 */
export const normalizeName = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
