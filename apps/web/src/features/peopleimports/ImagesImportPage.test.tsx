import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { ImagesImportPage } from "./ImagesImportPage.tsx";
import type { ImagesImportReport } from "./imagesImportCalls.ts";

const BACKEND = "http://api.test/t/demo";

/** XMLHttpRequest as the upload uses it: records what was sent and answers `answer`. */
const fakeUpload = (answer: { status: number; body: unknown }) => {
  const sent: { url: string; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ url: this.url, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
};

const report: ImagesImportReport = {
  matched: 1,
  not_found: 1,
  invalid: 1,
  skipped: 1,
  files: [
    { file: "123.456.789-09.jpg", status: "matched", record_id: "u1", record_title: "Ana Conceição" },
    {
      file: "98765432100.jpg",
      status: "not_found",
      reason: "Nenhuma pessoa cadastrada tem o CPF 987.654.321-00.",
    },
    {
      file: "11144477735.png",
      status: "invalid",
      reason: "O arquivo não é uma imagem (JPEG, PNG, WebP ou GIF).",
    },
    {
      file: "leia-me.txt",
      status: "skipped",
      reason: "Não é uma foto: use arquivos .jpg, .png, .webp ou .gif.",
    },
  ],
};

const sendZip = () => {
  renderRoutes({ routes: [{ path: "/", element: <ImagesImportPage target="users" /> }], path: "/" });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(["PK"], "fotos.zip", { type: "application/zip" })] },
  });
  fireEvent.click(screen.getByRole("button", { name: "Enviar e aplicar" }));
};

beforeEach(() => {
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "token",
    info: sessionInfo({ master: true, admin: true }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("images import", () => {
  it("sends the zip and shows every file's outcome, filterable by outcome", async () => {
    const sent = fakeUpload({
      status: 200,
      body: {
        status: 1,
        result: report,
        message: "1 foto aplicada; 1 sem cadastro, 1 inválida, 1 ignorada.",
      },
    });
    sendZip();
    const table = await screen.findByRole("table", { name: "Arquivos do .zip" });
    expect(sent[0]?.url).toBe(`${BACKEND}/api/v1/users/images/import`);
    expect((sent[0]!.form.get("file") as File).name).toBe("fotos.zip");
    expect(screen.getByText("1 foto aplicada; 1 sem cadastro, 1 inválida, 1 ignorada.")).toBeTruthy();
    const summary = screen.getByRole("status", { name: "Resumo da importação" });
    expect(within(summary).getByText("1 aplicada")).toBeTruthy();
    expect(within(summary).getByText("1 sem cadastro")).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "123.456.789-09.jpgAplicadaAna Conceição",
      "98765432100.jpgSem cadastroNenhuma pessoa cadastrada tem o CPF 987.654.321-00.",
      "11144477735.pngInválidaO arquivo não é uma imagem (JPEG, PNG, WebP ou GIF).",
      "leia-me.txtIgnoradaNão é uma foto: use arquivos .jpg, .png, .webp ou .gif.",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Sem cadastro" }));
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["98765432100.jpgSem cadastroNenhuma pessoa cadastrada tem o CPF 987.654.321-00."]);
  });

  it("shows why a refused zip was refused, and no report", async () => {
    fakeUpload({
      status: 413,
      body: {
        status: 0,
        message:
          "Arquivo: o arquivo .zip foi recusado: ele se expande muito além do tamanho enviado (compressão suspeita).",
        errors: {
          file: "O arquivo .zip foi recusado: ele se expande muito além do tamanho enviado (compressão suspeita).",
        },
      },
    });
    sendZip();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "O arquivo .zip foi recusado: ele se expande muito além do tamanho enviado (compressão suspeita).",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("asks for a file before sending", async () => {
    const sent = fakeUpload({ status: 200, body: { status: 1, result: report } });
    renderRoutes({ routes: [{ path: "/", element: <ImagesImportPage target="associations" /> }], path: "/" });
    fireEvent.click(screen.getByRole("button", { name: "Enviar e aplicar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Escolha o arquivo .zip com as imagens.");
    expect(sent).toEqual([]);
  });
});
