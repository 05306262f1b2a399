import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../platform/api/apiError.ts";
import { renderRoutes } from "../test/renderWithProviders.tsx";
import { ReviewDecision } from "./ReviewDecision.tsx";

configure({ asyncUtilTimeout: 5_000 });

const texts = {
  approve: "Aprovar",
  reject: "Recusar",
  approveLabel: "Aprovar Clube X",
  rejectLabel: "Recusar Clube X",
  title: "Recusar: Clube X",
  reason: "Motivo da recusa",
  reasonHelp: "A pessoa recebe este motivo por e-mail.",
  reasonRequired: "Informe o motivo da recusa.",
  confirm: "Recusar e avisar",
};

const show = (onReject: (reason: string) => Promise<unknown>, onApprove = vi.fn()) => {
  renderRoutes({
    path: "/",
    routes: [
      {
        path: "/",
        element: <ReviewDecision texts={texts} busy={false} onApprove={onApprove} onReject={onReject} />,
      },
    ],
  });
  return onApprove;
};

describe("ReviewDecision", { timeout: 20_000 }, () => {
  afterEach(() => cleanup());

  it("approves at once, and rejects only with a reason of at least 3 letters", async () => {
    const onReject = vi.fn(async () => {});
    const onApprove = show(onReject);
    fireEvent.click(screen.getByRole("button", { name: "Aprovar Clube X" }));
    expect(onApprove).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole("button", { name: "Recusar Clube X" }));
    const dialog = await screen.findByRole("dialog", { name: "Recusar: Clube X" });
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), { target: { value: " ab " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar e avisar" }));
    expect(await within(dialog).findByText("Informe o motivo da recusa.")).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), {
      target: { value: " Foto escura. " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar e avisar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onReject).toHaveBeenCalledWith("Foto escura.");
  });

  it("stays open and shows the server's complaint about the reason under the field", async () => {
    show(async () => {
      throw new ApiError({ message: "Motivo: curto", status: 400, errors: { reason: "Motivo muito vago." } });
    });
    fireEvent.click(screen.getByRole("button", { name: "Recusar Clube X" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), { target: { value: "Não." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar e avisar" }));
    expect(await within(dialog).findByText("Motivo muito vago.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
