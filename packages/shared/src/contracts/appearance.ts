import { z } from "zod";
import { PRIMARY_COLORS } from "./configs.ts";

/** A logo address: http(s) only, since it ends up in an `<img src>` of every visitor's page. */
const ZLogoUrl = z.union([
  z
    .url({ protocol: /^https?$/, error: "Informe o endereço http(s) da imagem ou envie um arquivo." })
    .max(2000, "Endereço longo demais."),
  z.literal("").transform(() => null),
  z.null(),
]);

/**
 * The portal's look (/admin/portal/colors): the primary colour lives in the settings document, the
 * logos in the directory record (they show before a tenant's backend answers). One write changes
 * both, under the settings document's version.
 */
export const ZAppearanceInput = z.object({
  version: z.number().int().min(0),
  primary_color: z.enum(PRIMARY_COLORS, { error: "Escolha uma das cores oferecidas." }),
  logo_light: ZLogoUrl,
  logo_dark: ZLogoUrl,
});
export type AppearanceInput = z.input<typeof ZAppearanceInput>;

export const ZAppearance = z.object({
  primary_color: z.enum(PRIMARY_COLORS),
  logo_light: z.string().nullable(),
  logo_dark: z.string().nullable(),
  version: z.number().int(),
});
export type Appearance = z.infer<typeof ZAppearance>;
