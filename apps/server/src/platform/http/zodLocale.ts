import { z } from "zod";

/**
 * Zod's own messages (wrong type, too long, unknown option) in pt-BR: contracts give their own
 * messages only where a person needs a specific hint, and a 400 must never leak English.
 */
export const useBrazilianZodMessages = () => {
  z.config(z.locales.ptBR());
};
