import { z } from "zod";

/** What `GET cep/:cep` answers: the address the Correios keep for a CEP (ViaCEP's fields, renamed). */
export const ZCepAddress = z.object({
  /** 8 digits. */
  cep: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  /** The UF (two letters). */
  state: z.string(),
  /** 7-digit IBGE code of the municipality. */
  ibge_code: z.string(),
});
export type CepAddress = z.infer<typeof ZCepAddress>;

/** A postal address as forms edit it: the CEP's fields plus what only the person knows. */
export type Address = CepAddress & { number: string; complement: string };

export const EMPTY_ADDRESS: Address = {
  cep: "",
  street: "",
  number: "",
  complement: "",
  district: "",
  city: "",
  state: "",
  ibge_code: "",
};
