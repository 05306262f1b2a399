import { z } from "zod";

/**
 * A body whose rules are the tenant's (`configs/register`: the login key, mandatory fields, the cpf
 * check), which one fixed schema cannot express: the handler validates it with the schema it builds
 * from the tenant's settings, so the contract only types it for the web client and lets every value
 * through to that check.
 */
export const bodyCheckedByHandler = <T>() =>
  z.custom<T>(() => true).describe("Validado pelo servidor com as regras de cadastro do portal");
