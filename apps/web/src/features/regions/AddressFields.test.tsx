import { MantineProvider } from "@mantine/core";
import { type Address, EMPTY_ADDRESS } from "@quadra/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { AddressFields } from "./AddressFields.tsx";

const SE = {
  cep: "01001000",
  street: "Praça da Sé",
  district: "Sé",
  city: "São Paulo",
  state: "SP",
  ibge_code: "3550308",
};

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

/** The block inside a form that keeps its value, as a screen would; `seen` gets every change. */
const Form = ({ initial, seen }: { initial: Address; seen: Address[] }) => {
  const [value, setValue] = useState(initial);
  return (
    <AddressFields
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
};

const renderFields = (initial: Address = EMPTY_ADDRESS) => {
  installDomShims();
  const seen: Address[] = [];
  render(
    <MantineProvider>
      <Form initial={initial} seen={seen} />
    </MantineProvider>,
  );
  return { last: () => seen.at(-1) };
};
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe("AddressFields", () => {
  beforeEach(() => appStore.set({ backend: "http://api.test/t/demo", token: "tok" }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("fills street, district, city and UF once the CEP has 8 digits", async () => {
    const fetchMock = answer(200, { status: 1, result: SE });
    vi.stubGlobal("fetch", fetchMock);
    const { last } = renderFields();
    fireEvent.change(field("Número"), { target: { value: "100" } });
    fireEvent.input(field("CEP"), { target: { value: "0100100" } });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(field("CEP"), { target: { value: "01001000" } });
    expect(field("CEP").value).toBe("01001-000");
    await waitFor(() => expect(field("Logradouro").value).toBe("Praça da Sé"));
    expect(field("Bairro").value).toBe("Sé");
    expect(field("Cidade").value).toBe("São Paulo");
    expect(screen.getByDisplayValue("São Paulo (SP)")).toBeTruthy();
    expect(last()).toEqual({ ...SE, cep: "01001-000", number: "100", complement: "" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      "http://api.test/t/demo/api/v1/cep/01001000",
    );
  });

  it("shows the server's message under the CEP and lets the person type the address", async () => {
    const message = "CEP não encontrado. Confira os números ou preencha o endereço à mão.";
    vi.stubGlobal("fetch", answer(404, { status: 0, message }));
    const { last } = renderFields();
    fireEvent.input(field("CEP"), { target: { value: "99999999" } });
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(field("Logradouro"), { target: { value: "Rua Nova" } });
    fireEvent.change(field("Cidade"), { target: { value: "Campinas" } });
    expect(last()).toMatchObject({ cep: "99999-999", street: "Rua Nova", city: "Campinas", ibge_code: "" });
  });

  it("leaves an address it was opened with as it is", () => {
    const fetchMock = answer(200, { status: 1, result: SE });
    vi.stubGlobal("fetch", fetchMock);
    renderFields({ ...SE, cep: "01001-000", street: "Praça da Sé, 1", number: "1", complement: "" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("Logradouro").value).toBe("Praça da Sé, 1");
  });

  it("drops what the previous CEP filled when the new one has no street, but keeps what was typed", async () => {
    // A town with a single CEP: the Correios give no street or district.
    const town = {
      cep: "78425000",
      street: "",
      district: "",
      city: "Boa Esperança do Norte",
      state: "MT",
      ibge_code: "5101837",
    };
    const fetchMock = vi.fn(async (url: string) =>
      Response.json({ status: 1, result: url.endsWith("01001000") ? SE : town }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { last } = renderFields();
    fireEvent.input(field("CEP"), { target: { value: "01001000" } });
    await waitFor(() => expect(field("Logradouro").value).toBe("Praça da Sé"));
    fireEvent.change(field("Bairro"), { target: { value: "Centro" } });
    fireEvent.input(field("CEP"), { target: { value: "78425000" } });
    await waitFor(() => expect(field("Cidade").value).toBe("Boa Esperança do Norte"));
    expect(last()).toEqual({ ...town, cep: "78425-000", district: "Centro", number: "", complement: "" });
  });
});
