import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCep, isValidCep } from "./cep.ts";
import { cnpjFromBody, formatCnpj, isValidCnpj } from "./cnpj.ts";
import { cpfFromBase, formatCpf, isValidCpf } from "./cpf.ts";
import { cpfSearchDigits } from "./digits.ts";
import { isEmail, isHexColor, isIsoDate, isTime } from "./formats.ts";
import { isValidBrazilianPhone, toChatPhone } from "./phone.ts";

describe("cpf", () => {
  it("accepts published valid numbers, masked or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
  });
  it("refuses wrong check digits, wrong lengths and repeated digits", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("")).toBe(false);
  });
  // The mod-11 check maps remainders 0 and 1 to the same digit 0, so a changed base digit can
  // land on another valid cpf: the changed number is valid exactly when it is what its own base
  // generates. A changed check digit always breaks it.
  it("every generated cpf validates, and a changed digit validates only if it is another cpf", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_998 }),
        fc.nat(10),
        fc.integer({ min: 1, max: 9 }),
        (n, pos, delta) => {
          const cpf = cpfFromBase(String(n));
          fc.pre(!/^(.)\1*$/.test(cpf));
          expect(isValidCpf(cpf)).toBe(true);
          const digits = [...cpf];
          digits[pos] = String((Number(digits[pos]) + delta) % 10);
          const changed = digits.join("");
          const stillACpf = pos < 9 && cpfFromBase(changed.slice(0, 9)) === changed;
          expect(isValidCpf(changed)).toBe(stillACpf && !/^(.)\1*$/.test(changed));
        },
      ),
    );
  });
  it("a base digit changed by one mod-11 step can be another valid cpf (seen by fast-check)", () => {
    expect(isValidCpf("45225572804")).toBe(true);
    expect(isValidCpf("35225572804")).toBe(true);
  });
  it("formats", () => expect(formatCpf("52998224725")).toBe("529.982.247-25"));
});

describe("cnpj", () => {
  it("accepts numeric CNPJs", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });
  it("accepts the Receita Federal's alphanumeric example", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
  });
  it("refuses wrong digits, letters in the check digits and repeated characters", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-3A")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
  });
  it("every generated alphanumeric cnpj validates", () => {
    const char = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    fc.assert(
      fc.property(fc.array(char, { minLength: 12, maxLength: 12 }), (body) => {
        const cnpj = cnpjFromBody(body.join(""));
        fc.pre(!/^(.)\1*$/.test(cnpj));
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
      }),
    );
  });
});

describe("cep, phone and generic formats", () => {
  it("cep", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("0131010")).toBe(false);
    expect(isValidCep("00000-000")).toBe(false);
    expect(formatCep("01310100")).toBe("01310-100");
  });
  it("phone", () => {
    expect(isValidBrazilianPhone("(11) 98765-4321")).toBe(true);
    expect(isValidBrazilianPhone("1132654321")).toBe(true);
    expect(isValidBrazilianPhone("+55 31 99999-0000")).toBe(true);
    expect(isValidBrazilianPhone("11 8765-43210")).toBe(false);
    expect(isValidBrazilianPhone("01 98765-4321")).toBe(false);
  });
  it("chat phone is +55 and digits only", () => {
    expect(toChatPhone("(11) 98765-4321")).toBe("+5511987654321");
    expect(toChatPhone("55 11 98765-4321")).toBe("+5511987654321");
    expect(toChatPhone(null)).toBeUndefined();
  });
  it("date, time, email, colour", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isTime("23:59")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isEmail("a@b.co")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isHexColor("#1c7ed6")).toBe(true);
    expect(isHexColor("1c7ed6")).toBe(false);
  });
});

describe("cpfSearchDigits", () => {
  it("takes a term of digits with the cpf's punctuation, never a word with letters", () => {
    expect(cpfSearchDigits("529.982")).toBe("529982");
    expect(cpfSearchDigits("52998")).toBe("52998");
    expect(cpfSearchDigits("12")).toBeUndefined();
    expect(cpfSearchDigits("ana2023")).toBeUndefined();
    expect(cpfSearchDigits("e1x2k9a03")).toBeUndefined();
  });
});
