/** The rows of a raw statement (`tx.execute` answers them under `rows` on both drivers). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
