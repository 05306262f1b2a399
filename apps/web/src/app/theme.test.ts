import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { PRIMARY_COLORS } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { buildTheme, contrastRatio, cssVariablesResolver } from "./theme.ts";

const WHITE = "#ffffff";
const gray = DEFAULT_THEME.colors.gray;

describe("the theme's colours meet WCAG AA (4.5:1 for text)", () => {
  for (const primary of PRIMARY_COLORS) {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(primary));
    const { light, dark } = cssVariablesResolver(theme);

    it(`a ${primary} tenant: white on filled buttons, links on white and on striped rows`, () => {
      const filled = light[`--mantine-color-${primary}-filled`]!;
      expect(contrastRatio(WHITE, filled)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(filled, gray[0])).toBeGreaterThanOrEqual(4.5);
      expect(light["--mantine-color-anchor"]).toBe(`var(--mantine-color-${primary}-filled)`);
      expect(dark[`--mantine-color-${primary}-filled`]).toBe(filled);
    });

    it(`a ${primary} badge, light button or active link: its text on its tint, hovered or not`, () => {
      const text = light[`--mantine-color-${primary}-light-color`]!;
      expect(contrastRatio(text, DEFAULT_THEME.colors[primary]![1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, DEFAULT_THEME.colors[primary]![2])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("dimmed text and placeholders read on white and on light grey surfaces", () => {
    const { light } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, buildTheme("blue")));
    const dimmed = light["--mantine-color-dimmed"]!;
    expect(contrastRatio(dimmed, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dimmed, gray[0])).toBeGreaterThanOrEqual(4.5);
    expect(light["--mantine-color-placeholder"]).toBe(dimmed);
    // Still secondary: lighter than the body text.
    expect(contrastRatio(dimmed, WHITE)).toBeLessThan(contrastRatio(DEFAULT_THEME.black, WHITE));
  });

  it("keeps a shade that already reads instead of darkening it", () => {
    const { light } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, buildTheme("red")));
    expect(light["--mantine-color-dark-filled"]).toBe(DEFAULT_THEME.colors.dark[6]);
    expect(light["--mantine-color-blue-filled"]).toBe(DEFAULT_THEME.colors.blue[8]);
  });
});

describe("wide tables", () => {
  it("show their sideways scrollbar whenever they overflow, not only on hover (a phone has none)", () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme("blue"));
    expect(theme.components.TableScrollContainer?.defaultProps).toEqual({
      scrollAreaProps: { type: "auto" },
    });
  });
});
