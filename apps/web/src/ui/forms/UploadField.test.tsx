import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Upload } from "../../platform/api/uploadFile.ts";
import { describeUpload, fetchUpload, uploadFile } from "../../platform/api/uploadFile.ts";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { UploadField } from "./UploadField.tsx";

vi.mock("../../platform/api/uploadFile.ts", () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadFile: vi.fn(),
  describeUpload: vi.fn(),
  fetchUpload: vi.fn(),
}));

const UPLOAD: Upload = {
  id: "7b0f5c1e-0000-4000-8000-000000000001",
  url: "uploads/7b0f5c1e-0000-4000-8000-000000000001",
  name: "edital.pdf",
  size: 1234,
  content_type: "application/pdf",
  kind: "document",
  visibility: "private",
  width: null,
  height: null,
};

const Field = ({ initial, onValue }: { initial: string | null; onValue: (value: string | null) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <UploadField
      label="Edital"
      accept="application/pdf"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const renderField = (initial: string | null = null) => {
  installDomShims();
  const onValue = vi.fn();
  const view = render(
    <MantineProvider>
      <Field initial={initial} onValue={onValue} />
    </MantineProvider>,
  );
  const input = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, onValue, input };
};

describe("UploadField", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.clearAllMocks());

  it("uploads on pick, shows progress, then the file name, and its value is the upload's url", async () => {
    let finish: (upload: Upload) => void = () => {};
    vi.mocked(uploadFile).mockImplementation(({ onProgress }) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { input, onValue } = renderField();
    const file = new File(["%PDF-1.4"], "edital.pdf", { type: "application/pdf" });
    fireEvent.change(input(), { target: { files: [file] } });
    expect(await screen.findByText("Enviando… 40%")).toBeTruthy();
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toMatchObject({ file, visibility: "private" });
    await act(async () => finish(UPLOAD));
    expect(onValue).toHaveBeenCalledWith(UPLOAD.url);
    expect(await screen.findByText("edital.pdf")).toBeTruthy();
    expect(describeUpload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("Remover"));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText("Escolher arquivo")).toBeTruthy();
  });

  it("shows the server's message for a refused file and keeps the value empty", async () => {
    const { ApiError } = await import("../../platform/api/apiError.ts");
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError({
        message: "Arquivo: tipo não aceito.",
        status: 415,
        errors: { file: "Tipo não aceito." },
      }),
    );
    const { input, onValue } = renderField();
    fireEvent.change(input(), { target: { files: [new File(["MZ"], "foto.png")] } });
    expect(await screen.findByText("Tipo não aceito.")).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
  });

  it("refuses a file over the limit without sending it", async () => {
    const { input } = renderField();
    const big = new File(["x"], "video.pdf");
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByText(/passa do limite de 10 MB/)).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it("describes a saved value and shows an image as a thumbnail fetched with the token", async () => {
    vi.mocked(describeUpload).mockResolvedValue({ name: "escudo.png", contentType: "image/png" });
    vi.mocked(fetchUpload).mockResolvedValue(new Blob(["png"], { type: "image/png" }));
    renderField("uploads/abc");
    const image = (await screen.findByAltText("Prévia de escudo.png")) as HTMLImageElement;
    expect(image.src).toBe("blob:preview");
    await waitFor(() =>
      expect(fetchUpload).toHaveBeenCalledWith(expect.objectContaining({ url: "uploads/abc" })),
    );
  });
});
