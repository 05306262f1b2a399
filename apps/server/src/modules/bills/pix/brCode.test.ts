import { describe, expect, it } from "vitest";
import { normalizePixKey, parseStaticBrCode, pixTxid, staticBrCode } from "./brCode.ts";

// Published, known-good codes: the BCB's own example (Manual de Padrões para Iniciação do Pix,
// Anexo I) and the one in pix-utils' README; each ends in its CRC16-CCITT.
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const PIX_UTILS_EXAMPLE =
  "00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069";

describe("static PIX BR Code", () => {
  it("reads the BCB manual's example code and its CRC", () => {
    expect(parseStaticBrCode(BCB_EXAMPLE)).toEqual({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      amountCents: null,
      txid: "***",
    });
  });

  it("rebuilds the published pix-utils example byte for byte", () => {
    expect(parseStaticBrCode(PIX_UTILS_EXAMPLE)).toMatchObject({
      key: "nubank@thalesog.com",
      amountCents: 100,
    });
    const rebuilt = staticBrCode({
      key: "nubank@thalesog.com",
      merchantName: "Thales Ogliari",
      merchantCity: "Sao Paulo",
      amountCents: 100,
      txid: "***",
      description: "Gerado por Pix-Utils",
    });
    // The library writes name and city in upper case; the rest, and so the structure, is identical.
    expect(rebuilt.slice(0, 100)).toBe(PIX_UTILS_EXAMPLE.slice(0, 100));
    expect(parseStaticBrCode(rebuilt)).toMatchObject({
      key: "nubank@thalesog.com",
      amountCents: 100,
      txid: "***",
    });
  });

  it("refuses a code whose CRC was tampered with", () => {
    expect(parseStaticBrCode(`${BCB_EXAMPLE.slice(0, -4)}1D3E`)).toBeNull();
    // The amount changed but the CRC kept: a forged code.
    expect(parseStaticBrCode(BCB_EXAMPLE.replace("Fulano", "Fulana"))).toBeNull();
  });

  it("writes the amount in cents exactly, the txid and an ASCII name and city (upper case, cut to 25 and 15)", () => {
    for (const amountCents of [1, 10, 99, 100, 12345, 1999999, 100000001]) {
      const code = staticBrCode({
        key: "12345678000195",
        merchantName: "Federação Paulista de Judô e Esportes Associados",
        merchantCity: "São José dos Campos",
        amountCents,
        txid: pixTxid(42),
      });
      expect(code).toMatch(/6304[0-9A-F]{4}$/);
      expect(parseStaticBrCode(code)).toEqual({
        key: "12345678000195",
        merchantName: "FEDERACAO PAULISTA DE JUD",
        merchantCity: "SAO JOSE DOS CA",
        amountCents,
        txid: "QDR42",
      });
    }
  });

  it("refuses an amount that is not whole positive cents", () => {
    const base = { key: "a@b.co", merchantName: "X", merchantCity: "Y", txid: "T1" };
    expect(() => staticBrCode({ ...base, amountCents: 0 })).toThrow();
    expect(() => staticBrCode({ ...base, amountCents: 10.5 })).toThrow();
  });
});

describe("PIX keys", () => {
  it("stores each kind as the DICT does", () => {
    expect(normalizePixKey("cpf", "123.456.789-09")).toEqual({ key: "12345678909" });
    expect(normalizePixKey("cnpj", "12.345.678/0001-95")).toEqual({ key: "12345678000195" });
    expect(normalizePixKey("email", " Tesouraria@Federacao.org.br ")).toEqual({
      key: "tesouraria@federacao.org.br",
    });
    expect(normalizePixKey("phone", "(61) 99999-0000")).toEqual({ key: "+5561999990000" });
    expect(normalizePixKey("phone", "+55 61 99999-0000")).toEqual({ key: "+5561999990000" });
    expect(normalizePixKey("random", "123E4567-E12B-12D1-A456-426655440000")).toEqual({
      key: "123e4567-e12b-12d1-a456-426655440000",
    });
  });

  it("names the problem of a malformed key in pt-BR", () => {
    expect(normalizePixKey("cpf", "123").problem).toMatch(/CPF/);
    expect(normalizePixKey("email", "sem-arroba").problem).toMatch(/e-mail/);
    expect(normalizePixKey("random", "abc").problem).toMatch(/chave aleatória/);
  });

  it("makes a txid of letters and digits, at most 25", () => {
    expect(pixTxid(7)).toBe("QDR7");
    expect(pixTxid("x".repeat(40))).toHaveLength(25);
  });
});
