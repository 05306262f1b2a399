/**
 * A count with its words in agreement, as Portuguese writes it (only 1 is singular): `counted(1,
 * "foto aplicada", "fotos aplicadas")` is "1 foto aplicada", 0 is "0 fotos aplicadas", and the
 * number is grouped as Brazilians write it: "12.500 linhas com erro".
 */
export const counted = (count: number, one: string, other: string) =>
  `${count.toLocaleString("pt-BR")} ${count === 1 ? one : other}`;
