import { describe, expect, it } from "vitest";
import { appStore } from "../state/appStore.ts";
import { fileNameOf, uploadAddress } from "./uploadFile.ts";

describe("uploadAddress", () => {
  it("puts a stored value under backend_upload, else the backend, and keeps absolute addresses", () => {
    appStore.set({ backend: "https://api.test/t/demo", backendUpload: null });
    expect(uploadAddress("uploads/1")).toBe("https://api.test/t/demo/api/v1/uploads/1");
    appStore.set({ backendUpload: "https://files.test/t/demo/" });
    expect(uploadAddress("uploads/1")).toBe("https://files.test/t/demo/api/v1/uploads/1");
    expect(uploadAddress("https://cdn.test/a.png")).toBe("https://cdn.test/a.png");
  });
});

describe("fileNameOf", () => {
  it("prefers the UTF-8 filename* and falls back to filename", () => {
    expect(
      fileNameOf(`inline; filename="Sumula no 3.pdf"; filename*=UTF-8''S%C3%BAmula%20n%C2%BA%203.pdf`),
    ).toBe("Súmula nº 3.pdf");
    expect(fileNameOf('attachment; filename="dados.csv"')).toBe("dados.csv");
    expect(fileNameOf(null)).toBeNull();
  });
});
