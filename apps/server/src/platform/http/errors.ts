import type { ApiFailureCode } from "@quadra/shared";

/** An error the API answers as a failure envelope with an honest HTTP code and a pt-BR message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ApiFailureCode | undefined;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: ApiFailureCode;
      errors?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = options.code;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const notFound = (message = "Registro não encontrado.") => new AppError(404, message);
export const unauthorized = (message = "Sua sessão expirou ou você não entrou. Entre novamente.") =>
  new AppError(401, message);
export const denied = (message = "Você não tem permissão para fazer isso. Peça acesso a um administrador.") =>
  new AppError(403, message, { code: "denied" });
export const disabled = (moduleLabel: string) =>
  new AppError(403, `O módulo ${moduleLabel} não está habilitado para este portal.`, { code: "disabled" });
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, { code: "conflict", ...(errors ? { errors } : {}) });
export const staleVersion = () =>
  conflict(
    "Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue e tente de novo.",
  );
export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code: ApiFailureCode = "rate_limited",
) =>
  new AppError(429, message, {
    code,
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** A 400 whose message names every field in error; `errors` maps each field path to its message. */
/** The pt-BR name of a field's path (`items.0.name`): its own label, else its top field's, else the path. */
export const fieldLabelOf = (path: string, labels: Record<string, string>) =>
  labels[path] ?? labels[path.split(".")[0] ?? ""] ?? path;

export const invalidFields = (errors: Record<string, string>, labels: Record<string, string> = {}) => {
  const names = Object.keys(errors).map((path) => fieldLabelOf(path, labels));
  const [first] = Object.entries(errors);
  // The contracts' messages often name their field already ("Áreas de jogo: escolha ao menos uma."):
  // those are not prefixed again.
  const message =
    names.length === 1 && first
      ? first[1].startsWith(`${names[0]}:`)
        ? first[1]
        : `${names[0]}: ${first[1]}`
      : `Corrija os campos: ${[...new Set(names)].join(", ")}.`;
  return new AppError(400, message, { errors });
};

/** The unique index a database error violated, or undefined for any other error. */
export const violatedUniqueIndex = (error: unknown): string | undefined => {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown; constraint?: unknown };
  return cause.code === "23505" && typeof cause.constraint === "string" ? cause.constraint : undefined;
};
