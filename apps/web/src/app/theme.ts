import { createTheme } from "@mantine/core";
import { BREAKPOINTS, PRIMARY_COLORS } from "@quadra/shared";

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
  });
