import { MODULE_KEYS, RESOURCES, requiredImportFields } from "@quadra/shared";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { ImportWizard } from "./ImportWizard.tsx";
import { importableResources, PEOPLE_IMPORT } from "./importResources.ts";
import { MappingStep } from "./MappingStep.tsx";
import { PreviewStep } from "./PreviewStep.tsx";
import { ResourceStep } from "./ResourceStep.tsx";

const BACKEND = "http://api.test/t/demo";
const IMPORT_ID = "11111111-1111-4111-8111-111111111111";
const countries = RESOURCES.countries!;

/** XMLHttpRequest as the upload uses it, answering POST imports with `answer`. */
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

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
/** fetch answering by "METHOD path" (path after /api/v1/); a list of answers is used in turn. */
const fakeApi = (answers: Record<string, unknown | unknown[]>) => {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.split("/api/v1/")[1]!.split("?")[0]!;
      calls.push({
        url,
        method,
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const key = `${method} ${path}`;
      const answer = answers[key];
      if (answer === undefined)
        return new Response(JSON.stringify({ status: 0, message: key }), { status: 404 });
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const result = Array.isArray(answer) ? answer[Math.min(index, answer.length - 1)] : answer;
      return new Response(JSON.stringify({ status: 1, result }), { status: 200 });
    }),
  );
  return calls;
};

const uploaded = {
  id: IMPORT_ID,
  headers: ["Nome", "ISO", "Observação"],
  suggested_mapping: { Nome: "name", ISO: "iso2", Observação: null },
  required_fields: ["name"],
  total_rows: 2,
};

const job = (patch: Record<string, unknown>) => ({
  id: "22222222-2222-4222-8222-222222222222",
  title: "Importação de Países: paises.csv",
  kind: "import",
  status: "running",
  progress: 0,
  total: 2,
  done: 0,
  message: null,
  started_at: "2026-01-01T10:00:00.000Z",
  finished_at: null,
  created_by_name: "Ana",
  resource: "imports",
  record_id: IMPORT_ID,
  created_at: "2026-01-01T10:00:00.000Z",
  ...patch,
});

const detail = (jobPatch: Record<string, unknown>, status = "running") => ({
  id: IMPORT_ID,
  resource: "countries",
  file_name: "paises.csv",
  status,
  total_rows: 2,
  valid_rows: 2,
  error_rows: 0,
  headers: uploaded.headers,
  mapping: uploaded.suggested_mapping,
  job_id: "22222222-2222-4222-8222-222222222222",
  created_by_name: "Ana",
  created_at: "2026-01-01T10:00:00.000Z",
  job: job(jobPatch),
});

/** The input of a Mantine Select (its listbox carries the same label). */
const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((element) => element.tagName === "INPUT") as HTMLInputElement;

const renderWizard = (requested: string | null = "countries") =>
  renderRoutes({ routes: [{ path: "/", element: <ImportWizard requested={requested} /> }], path: "/" });

/** From the first step to the mapping: the resource preselected, a CSV picked and sent. */
const reachMapping = async () => {
  renderWizard();
  fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["Nome;ISO\nBrasil;BR\n"], "paises.csv")] } });
  fireEvent.click(screen.getByRole("button", { name: "Enviar planilha" }));
  await screen.findByText(
    "2 linhas na planilha. Diga em qual campo vai cada coluna; as sugestões já vêm marcadas.",
  );
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

// jsdom renders a Mantine stepper slowly on a busy machine: these walk through several steps.
describe("the import wizard", { timeout: 20_000 }, () => {
  it("sends the sheet with its resource, then shows the suggested mapping", async () => {
    const sent = fakeUpload({ status: 201, body: { status: 1, result: uploaded } });
    fakeApi({});
    await reachMapping();
    const [request] = sent;
    expect(request?.url).toBe(`${BACKEND}/api/v1/imports`);
    expect(request?.form.get("resource")).toBe("countries");
    expect((request?.form.get("file") as File | null)?.name).toBe("paises.csv");
    expect(selectInput("Campo da coluna Nome").value).toBe("Nome");
    expect(selectInput("Campo da coluna ISO").value).toBe("Sigla ISO (2 letras)");
    expect(selectInput("Campo da coluna Observação").value).toBe("");
  });

  it("shows the file's error from the server under the file field", async () => {
    fakeUpload({
      status: 400,
      body: {
        status: 0,
        message: "Arquivo: envie uma planilha CSV ou XLSX.",
        errors: { file: "Envie uma planilha CSV ou XLSX." },
      },
    });
    fakeApi({});
    renderWizard();
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "foto.png")] } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar planilha" }));
    expect(await screen.findByText("Envie uma planilha CSV ou XLSX.")).toBeTruthy();
  });

  it("shows each bad row's errors at the preview and offers no commit", async () => {
    fakeUpload({ status: 201, body: { status: 1, result: uploaded } });
    const calls = fakeApi({
      [`POST imports/${IMPORT_ID}/preview`]: {
        id: IMPORT_ID,
        total_rows: 2,
        valid_rows: 1,
        error_rows: 1,
        mapping: uploaded.suggested_mapping,
        rows: [
          { row_number: 3, data: { Nome: "Erronia", ISO: "ERRADO" }, errors: { iso2: "Use 2 letras." } },
        ],
      },
    });
    await reachMapping();
    fireEvent.click(screen.getByRole("button", { name: "Conferir linhas" }));
    expect(await screen.findByText("2 linhas: 1 válida, 1 com erro.")).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mapping: uploaded.suggested_mapping });
    const table = screen.getByRole("table", { name: "O que corrigir" });
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["3", "Sigla ISO (2 letras)", "ERRADO", "Use 2 letras."]);
    expect(screen.queryByRole("button", { name: /^Gravar/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Enviar outra planilha" })).toBeTruthy();
  });

  it("commits with an Idempotency-Key and follows the job until it ends", async () => {
    fakeUpload({ status: 201, body: { status: 1, result: uploaded } });
    const calls = fakeApi({
      [`POST imports/${IMPORT_ID}/preview`]: {
        id: IMPORT_ID,
        total_rows: 2,
        valid_rows: 2,
        error_rows: 0,
        mapping: uploaded.suggested_mapping,
        rows: [],
      },
      [`POST imports/${IMPORT_ID}/commit`]: detail({ status: "running" }),
      [`GET imports/${IMPORT_ID}`]: [
        detail({ status: "running", progress: 50, done: 1 }),
        detail(
          { status: "succeeded", progress: 100, done: 2, message: "2 registros importados." },
          "committed",
        ),
      ],
    });
    await reachMapping();
    fireEvent.click(screen.getByRole("button", { name: "Conferir linhas" }));
    fireEvent.click(await screen.findByRole("button", { name: "Gravar 2 registros" }));
    expect(await screen.findByText("1 de 2 linhas")).toBeTruthy();
    expect(await screen.findByText("2 registros importados.", {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText("2 de 2 linhas")).toBeTruthy();
    const commit = calls.find((call) => call.method === "POST" && call.url.endsWith("/commit"));
    expect(commit?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("button", { name: "Nova importação" })).toBeTruthy();
  });

  it("explains when the asked-for resource cannot be imported", () => {
    fakeApi({});
    renderWizard("jobs");
    expect(screen.getByRole("status").textContent).toMatch(
      /^Tarefas em segundo plano ainda não pode ser importado/,
    );
    expect((screen.getByRole("button", { name: "Continuar" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers people (not a registry resource) to whoever holds users", () => {
    fakeApi({});
    renderWizard("users");
    expect(screen.queryByRole("status")).toBeNull();
    expect(selectInput("Cadastro a preencher").value).toBe("Pessoas");
    expect((screen.getByRole("button", { name: "Continuar" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the list of what to import", () => {
  it("never shows two options alike: a shared name says where each lives (the real catalogue)", () => {
    const options = importableResources({
      info: sessionInfo({ master: true, admin: true }),
      modules: MODULE_KEYS,
    });
    renderRoutes({
      routes: [
        {
          path: "/",
          element: (
            <ResourceStep
              options={options}
              value={null}
              requested={null}
              onChange={() => {}}
              onNext={() => {}}
            />
          ),
        },
      ],
      path: "/",
    });
    fireEvent.click(selectInput("Cadastro a preencher"));
    const labels = screen.getAllByRole("option").map((option) => option.textContent);
    expect(labels).toHaveLength(options.length);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    expect(labels).toEqual(
      expect.arrayContaining([
        "Documentos exigidos (competições)",
        "Documentos exigidos (tipos de registro)",
        "Modalidades (ferramentas administrativas)",
        "Modalidades (tipos de registro)",
      ]),
    );
  });
});

describe("the mapping step", () => {
  it("marks required fields without a column and keeps the check off until one is chosen", () => {
    const onChange = vi.fn();
    renderRoutes({
      routes: [
        {
          path: "/",
          element: (
            <MappingStep
              def={countries}
              required={["name"]}
              headers={["Sigla"]}
              totalRows={1}
              mapping={{ Sigla: "iso2" }}
              onChange={onChange}
              onBack={() => {}}
              onCheck={() => {}}
              checking={false}
              error={null}
            />
          ),
        },
      ],
      path: "/",
    });
    expect(screen.getByRole("alert").textContent).toBe("Associe uma coluna a: Nome.");
    expect((screen.getByRole("button", { name: "Conferir linhas" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("asks for the fields the server checks: a people import with the tenant's mandatory fields", () => {
    // The definition alone requires only the name; the tenant's registration settings (cpf as the
    // login, phone and birthdate mandatory) come with the upload's answer, as the preview checks.
    expect(requiredImportFields(PEOPLE_IMPORT).map(([key]) => key)).toEqual(["name"]);
    renderRoutes({
      routes: [
        {
          path: "/",
          element: (
            <MappingStep
              def={PEOPLE_IMPORT}
              required={["name", "cpf", "phone", "birthdate"]}
              headers={["Nome", "CPF"]}
              totalRows={1}
              mapping={{ Nome: "name", CPF: "cpf" }}
              onChange={() => {}}
              onBack={() => {}}
              onCheck={() => {}}
              checking={false}
              error={null}
            />
          ),
        },
      ],
      path: "/",
    });
    const listed = screen.getByLabelText("Campos obrigatórios");
    expect(listed.textContent).toBe("Campos obrigatórios:NomeCPFTelefoneData de nascimento");
    expect(screen.getByRole("alert").textContent).toBe("Associe uma coluna a: Telefone, Data de nascimento.");
    expect((screen.getByRole("button", { name: "Conferir linhas" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("the preview step", () => {
  it("offers to save every row when none has errors", () => {
    const onCommit = vi.fn();
    renderRoutes({
      routes: [
        {
          path: "/",
          element: (
            <PreviewStep
              def={countries}
              preview={{ id: IMPORT_ID, total_rows: 3, valid_rows: 3, error_rows: 0, mapping: {}, rows: [] }}
              onAnotherFile={() => {}}
              onCommit={onCommit}
              committing={false}
              error={null}
            />
          ),
        },
      ],
      path: "/",
    });
    expect(screen.getByText("Todas as linhas estão corretas. Nada foi gravado ainda.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Gravar 3 registros" }));
    expect(onCommit).toHaveBeenCalled();
  });

  it("says what saving would do to people, each count in its own number", () => {
    const show = (outcomes: { create: number; update: number; unchanged: number }) => {
      cleanup();
      const preview = {
        id: IMPORT_ID,
        total_rows: 4,
        valid_rows: 4,
        error_rows: 0,
        mapping: {},
        rows: [],
        outcomes,
      };
      const step = (
        <PreviewStep
          def={countries}
          preview={preview}
          onAnotherFile={() => {}}
          onCommit={() => {}}
          committing={false}
          error={null}
        />
      );
      renderRoutes({ routes: [{ path: "/", element: step }], path: "/" });
      return screen.getByTestId("import-outcomes").textContent;
    };
    expect(show({ create: 1, update: 3, unchanged: 0 })).toBe(
      "1 pessoa nova, 3 atualizadas, 0 sem alterações.",
    );
    expect(show({ create: 3, update: 1, unchanged: 0 })).toBe(
      "3 pessoas novas, 1 atualizada, 0 sem alterações.",
    );
    expect(show({ create: 0, update: 0, unchanged: 4 })).toBe(
      "0 pessoas novas, 0 atualizadas, 4 sem alterações.",
    );
  });
});
