import { createStaticPix, hasError, parsePix } from "pix-utils";

/** The kinds of PIX key a tenant may receive on (DICT key types). */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The key as the DICT stores it (what a payer's bank looks up), or a pt-BR problem: CPF and CNPJ
 * digits only, phone +55 with area code, e-mail lower case, random key (EVP) a lower-case UUID.
 */
export const normalizePixKey = (
  type: PixKeyType,
  raw: string,
): { key: string; problem?: undefined } | { key?: undefined; problem: string } => {
  const value = raw.trim();
  const digits = value.replace(/\D/g, "");
  switch (type) {
    case "cpf":
      return digits.length === 11 ? { key: digits } : { problem: "Informe um CPF com 11 dígitos." };
    case "cnpj":
      return digits.length === 14 ? { key: digits } : { problem: "Informe um CNPJ com 14 dígitos." };
    case "email":
      return EMAIL.test(value) && value.length <= 77
        ? { key: value.toLowerCase() }
        : { problem: "Informe um e-mail válido." };
    case "phone": {
      const national = digits.length >= 12 && digits.startsWith("55") ? digits.slice(2) : digits;
      return national.length === 10 || national.length === 11
        ? { key: `+55${national}` }
        : { problem: "Informe o celular com DDD, como (61) 99999-0000." };
    }
    case "random":
      return UUID.test(value.toLowerCase())
        ? { key: value.toLowerCase() }
        : { problem: "Informe a chave aleatória no formato 123e4567-e89b-12d3-a456-426614174000." };
  }
};

/**
 * The BR Code fields are ASCII and short (name 25, city 15): accents are dropped, not refused, so a
 * "Federação Paulista" still gets a code its members' banks read.
 */
export const brCodeText = (text: string, max: number) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .,\-/]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();

/** A txid of a static code: 1–25 letters and digits (BCB manual); each bill has its own. */
export const pixTxid = (billId: number | string, prefix = "QDR") =>
  `${prefix}${String(billId)}`.replace(/[^A-Za-z0-9]/g, "").slice(0, 25);

export type StaticPixInput = {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
  description?: string | undefined;
};

/** The "copia e cola" of a static PIX for one bill: the tenant's key, the amount and the txid. */
export const staticBrCode = (input: StaticPixInput): string => {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error("PIX amount must be a positive whole number of cents");
  const pix = createStaticPix({
    merchantName: brCodeText(input.merchantName, 25) || "Quadra",
    merchantCity: brCodeText(input.merchantCity, 15) || "BRASILIA",
    pixKey: input.key,
    // The library takes reais and writes them with two decimals: cents / 100 is exact at that scale.
    transactionAmount: input.amountCents / 100,
    txid: input.txid,
    ...(input.description ? { infoAdicional: brCodeText(input.description, 40) } : {}),
  });
  if (hasError(pix)) throw new Error(`PIX code not built: ${pix.message}`);
  return pix.toBRCode();
};

export type ParsedBrCode = {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number | null;
  txid: string;
};

/** Reads a static BR Code back, checking its CRC16; null when it is not a valid static PIX. */
export const parseStaticBrCode = (code: string): ParsedBrCode | null => {
  const pix = parsePix(code.trim());
  if (hasError(pix) || pix.type !== "STATIC") return null;
  return {
    key: pix.pixKey,
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    amountCents: pix.transactionAmount ? Math.round(pix.transactionAmount * 100) : null,
    txid: pix.txid ?? "***",
  };
};
