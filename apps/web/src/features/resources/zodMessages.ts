import { z } from "zod";

/**
 * Zod's own messages (too long, too small, unknown option) in pt-BR, as the server answers them:
 * a form checked before sending must say the same as the 400 it spares, never English.
 */
z.config(z.locales.ptBR());
