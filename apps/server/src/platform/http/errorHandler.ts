import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, invalidFields } from "./errors.ts";
import { fieldLabelsOf } from "./fieldLabels.ts";

const PG_UNIQUE_VIOLATION = "23505";
const PG_FOREIGN_KEY_VIOLATION = "23503";
/** ON DELETE RESTRICT: another record still points at the one being deleted. */
const PG_RESTRICT_VIOLATION = "23001";

const pgCode = (error: unknown): string | undefined => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate.cause?.code ?? candidate.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

type SchemaValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
};

const fromSchemaValidation = (error: SchemaValidationError, labels: Record<string, string>): AppError => {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const path =
      issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "body";
    errors[path] ??= issue.message ?? "Valor inválido.";
  }
  return invalidFields(errors, labels);
};

/** Every failure leaves as `{status: 0, message, errors?, code?}` with an honest HTTP code. */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A schema validation failure becomes the same 400 as a handler's invalidFields, sent below.
    const error = hasZodFastifySchemaValidationErrors(thrown)
      ? fromSchemaValidation(thrown, fieldLabelsOf(request))
      : thrown;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        status: 0,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      });
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      return reply
        .code(409)
        .send({ status: 0, message: "Já existe um registro com esses dados.", code: "conflict" });
    }
    if (code === PG_RESTRICT_VIOLATION) {
      return reply.code(409).send({
        status: 0,
        message:
          "Este registro está em uso por outros cadastros e não pode ser excluído. Exclua ou altere esses antes.",
        code: "conflict",
      });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return reply.code(409).send({
        status: 0,
        message: "Este registro está ligado a outros e não pode ser alterado assim.",
        code: "conflict",
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        status: 0,
        message: "Muitas requisições em pouco tempo. Aguarde um instante e tente de novo.",
        code: "rate_limited",
      });
    }
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: "O corpo da requisição não é um JSON válido.",
        FST_ERR_CTP_EMPTY_JSON_BODY: "O corpo da requisição está vazio.",
        FST_ERR_CTP_BODY_TOO_LARGE: "O corpo da requisição é grande demais.",
        FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipo de conteúdo não aceito; envie JSON.",
      };
      return reply.code(status).send({
        status: 0,
        message: messages[error.code] ?? "Requisição inválida. Confira os dados enviados.",
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      status: 0,
      message: "Erro interno do servidor. Tente de novo; se persistir, fale com o suporte.",
    });
  });
};
