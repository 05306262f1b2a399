/**
 * Mantine colour names the tenant may choose as its primary colour, and the one a tenant starts
 * with. Kept apart from the settings' Zod contract (contracts/configs.ts) so the web app's first
 * screen can read them without loading Zod.
 */
export const PRIMARY_COLORS = [
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "gray",
] as const;

export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

export const DEFAULT_PRIMARY_COLOR: PrimaryColor = "blue";
