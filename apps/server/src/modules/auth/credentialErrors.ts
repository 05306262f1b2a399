import { counted } from "@quadra/shared";
import { AppError, denied, tooManyRequests } from "../../platform/http/errors.ts";
import { formatBrazilDateTime } from "../../platform/time.ts";
import type { CredentialOutcome } from "./credentials.ts";

/** The pt-BR answer for every failed credential check (login and the staff check screen). */
export const credentialFailure = (outcome: Exclude<CredentialOutcome, { kind: "ok" }>): AppError => {
  switch (outcome.kind) {
    case "locked":
      return tooManyRequests(
        `Conta bloqueada por excesso de tentativas até ${formatBrazilDateTime(outcome.until)}. Espere ou redefina a senha.`,
        (outcome.until.getTime() - Date.now()) / 1000,
        "locked",
      );
    case "disabled":
      return denied("Esta conta está desativada. Fale com a secretaria da sua federação.");
    case "invalid":
      return new AppError(
        401,
        outcome.remaining !== null && outcome.remaining <= 2
          ? `Login ou senha incorretos. ${outcome.remaining === 1 ? "Resta" : "Restam"} ${counted(outcome.remaining, "tentativa", "tentativas")} antes do bloqueio temporário.`
          : "Login ou senha incorretos.",
      );
  }
};
