import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  isVirtualColor,
  luminance,
  type MantineColorsTuple,
  TableScrollContainer,
} from "@mantine/core";
import { BREAKPOINTS } from "@quadra/shared/constants";
import { PRIMARY_COLORS } from "@quadra/shared/primaryColors";
import { i18n } from "../i18n/i18n.ts";

const em = (px: number) => `${px / 16}em`;

/** The tenant's primary colour on Mantine's palette, with the product breakpoints of spec §9. */
export const buildTheme = (colorName: string) =>
  createTheme({
    primaryColor: (PRIMARY_COLORS as readonly string[]).includes(colorName) ? colorName : "blue",
    breakpoints: {
      xs: em(480),
      sm: em(BREAKPOINTS.sm),
      md: em(BREAKPOINTS.md),
      lg: em(BREAKPOINTS.lg),
      xl: em(BREAKPOINTS.xl),
    },
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    defaultRadius: "md",
    focusRing: "auto",
    components: {
      // A table wider than the screen shows its scrollbar whenever it scrolls sideways. Mantine's
      // default shows it on hover only: a phone has none, and the table gave no sign it went on.
      // The eye button of every password field says what it does in the page's language (Mantine's
      // is English: "Toggle password visibility"); read at each render, so a language change shows.
      PasswordInput: {
        defaultProps: () => ({
          visibilityToggleButtonProps: { "aria-label": i18n.t("common.password_visibility") },
        }),
      },
      TableScrollContainer: TableScrollContainer.extend({
        defaultProps: { scrollAreaProps: { type: "auto" } },
      }),
    },
  });

/** WCAG's contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG 2.x AA, what eMAG and the Lei Brasileira de Inclusão ask: 4.5:1 for text. */
export const TEXT_CONTRAST = 4.5;

const gray = DEFAULT_THEME.colors.gray;
/** The light grey text sits on besides white: striped table rows, page backgrounds. */
const LIGHT_SURFACE = gray[0];

/** The colour itself when it reads on the background, else the colour darkened until it does. */
export const readableOn = (color: string, background: string) => {
  for (let step = 0; step <= 19; step++) {
    const candidate = step === 0 ? color : darken(color, step * 0.05);
    if (contrastRatio(candidate, background) >= TEXT_CONTRAST) return candidate;
  }
  return DEFAULT_THEME.black;
};

/**
 * The shade buttons, badges and links of a colour are filled or written with: Mantine's shade 6
 * carries white text at about 3:1 (blue) or less (yellow, lime), so the first of shades 6–9 that
 * reads on light surfaces (and so under white text), else shade 9 darkened until it does.
 */
export const filledShadeOf = (shades: MantineColorsTuple) =>
  [shades[6], shades[7], shades[8], shades[9]].find(
    (shade) => contrastRatio(shade, LIGHT_SURFACE) >= TEXT_CONTRAST,
  ) ?? readableOn(shades[9], LIGHT_SURFACE);

/**
 * Mantine's colours raised to WCAG AA in the light scheme, for the screens as a whole rather than
 * per component: the filled shade (buttons, badges, links, coloured text), the text of light and
 * subtle variants on their tinted background (shade 9 on shade 1 is 3.8:1 for green, and
 * on the hover tint less), and the
 * dimmed grey of secondary text (3.3:1 on white). The dark scheme's text already reads; its filled
 * buttons carry white text too, so they take the same shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!shades || isVirtualColor(shades)) continue;
    const filled = filledShadeOf(shades);
    for (const scheme of [light, dark]) {
      scheme[`--mantine-color-${name}-filled`] = filled;
      scheme[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    }
    light[`--mantine-color-${name}-outline`] = filled;
    // Read on the hover tint (shade 2) as well, as the active link under the pointer shows it.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  const dimmed = readableOn(gray[6], LIGHT_SURFACE);
  return {
    variables: {},
    light: {
      ...light,
      "--mantine-color-anchor": `var(--mantine-color-${theme.primaryColor}-filled)`,
      "--mantine-color-dimmed": dimmed,
      // Hints inside empty fields are text a person must read too.
      "--mantine-color-placeholder": dimmed,
    },
    dark: {
      ...dark,
      // Mantine's dark dimmed grey (dark 2) reads at about 4:1 on cards (dark 6); dark 1 reads at 7:1.
      "--mantine-color-dimmed": DEFAULT_THEME.colors.dark[1],
      "--mantine-color-placeholder": DEFAULT_THEME.colors.dark[1],
    },
  };
};
