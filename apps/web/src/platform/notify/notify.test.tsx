import { notifications } from "@mantine/notifications";
import { NOTIFICATION_POSITIONS, NOTIFICATION_TIMEOUT_MS } from "@quadra/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toMantinePosition } from "./notificationPosition.ts";
import { notifyError, notifySuccess, showUpdateNotice, UPDATE_NOTICE_ID } from "./notify.tsx";

vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));
const show = vi.mocked(notifications.show);

afterEach(() => show.mockClear());

describe("notifyError", () => {
  it("shows a red notice with the server message for the default 5000 ms", () => {
    notifyError({ message: "CPF inválido." });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: "red", message: "CPF inválido.", autoClose: NOTIFICATION_TIMEOUT_MS }),
    );
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it("names its close button for screen readers", () => {
    notifyError({ message: "CPF inválido." });
    notifySuccess({ message: "Salvo." });
    for (const [data] of show.mock.calls)
      expect(data.closeButtonProps).toMatchObject({ "aria-label": "Fechar" });
  });
});

describe("showUpdateNotice", () => {
  it("never expires, sits at the top and runs the update when closed", () => {
    const onUpdate = vi.fn();
    showUpdateNotice({ onUpdate });
    const data = show.mock.calls[0]![0];
    expect(data).toMatchObject({
      id: UPDATE_NOTICE_ID,
      position: "top-center",
      autoClose: false,
      withCloseButton: true,
      message: "Nova atualização disponível",
    });
    expect(data.closeButtonProps).toMatchObject({ "aria-label": "Atualizar" });
    data.onClose?.(data);
    expect(onUpdate).toHaveBeenCalledOnce();
  });
});

describe("toMantinePosition", () => {
  it("places every one of the nine positions of spec §9", () => {
    const placed = NOTIFICATION_POSITIONS.map((position) => toMantinePosition(position));
    expect(placed).toEqual([
      { position: "top-left", middle: false },
      { position: "top-right", middle: false },
      { position: "bottom-left", middle: false },
      { position: "bottom-right", middle: false },
      { position: "top-center", middle: false },
      { position: "bottom-center", middle: false },
      { position: "bottom-left", middle: true },
      { position: "bottom-right", middle: true },
      { position: "bottom-center", middle: true },
    ]);
  });
});
