import { z } from "zod";
import { ZUpload } from "../contracts/uploads.ts";
import { defineOperations, returns, returnsFile, returnsShape } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/** Files: sent by a form, read by address (the record holding one decides who may), deleted. */
export const uploadsOperations = defineOperations("uploads", {
  upload: {
    method: "POST",
    path: "uploads",
    summary: "Enviar um arquivo (multipart: `file` e, opcional, `visibility` public|private)",
    guard: { auth: "login" },
    upload: true,
    response: returnsShape(ZUpload),
  },
  file: {
    method: "GET",
    path: "uploads/:id",
    summary: "Baixar um arquivo",
    // Public routes still see who is calling when a token is sent: the server decides per file.
    guard: { auth: "public" },
    params: ZId,
    response: returnsFile(),
  },
  remove: {
    method: "DELETE",
    path: "uploads/:id",
    summary: "Excluir um arquivo",
    guard: { auth: "login" },
    params: ZId,
    response: returns<Record<string, never>>(),
  },
});
