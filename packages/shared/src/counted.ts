/**
 * A count with its words in agreement, as Portuguese writes it (only 1 is singular): `counted(1,
 * "foto aplicada", "fotos aplicadas")` is "1 foto aplicada", and 0 is "0 fotos aplicadas".
 */
export const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
