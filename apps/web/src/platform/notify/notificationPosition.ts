import type { NotificationPosition } from "../state/appState.ts";

type MantinePosition =
  | "top-left"
  | "top-right"
  | "top-center"
  | "bottom-left"
  | "bottom-right"
  | "bottom-center";

/**
 * Mantine places notifications in six corners/edges; the spec's nine positions add the vertical
 * middle (left, right, center). Those use a bottom container lifted to mid-height by the
 * `data-middle` style, so the top containers stay free for the update notice.
 */
export const toMantinePosition = (
  position: NotificationPosition,
): { position: MantinePosition; middle: boolean } => {
  switch (position) {
    case "top":
      return { position: "top-center", middle: false };
    case "bottom":
      return { position: "bottom-center", middle: false };
    case "left":
      return { position: "bottom-left", middle: true };
    case "right":
      return { position: "bottom-right", middle: true };
    case "center":
      return { position: "bottom-center", middle: true };
    default:
      return { position, middle: false };
  }
};
