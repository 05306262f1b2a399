import { z } from "zod";
import {
  MY_DATA_LABELS,
  type MyDataBody,
  STUDENT_LABELS,
  type Student,
  type StudentBody,
  type StudentPatch,
  ZCardToken,
  ZCardVerification,
  ZMyCard,
  ZMyData,
  ZMyImageBody,
  ZMyReport,
  ZStudent,
} from "../contracts/my.ts";

import { bodyCheckedByHandler } from "./handlerChecked.ts";
import { defineOperations, returns, returnsFile, returnsShape } from "./operation.ts";

const LOGIN = { auth: "login" } as const;
const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/**
 * The personal area of every logged-in person (spec /my): their data and photo, the digital card
 * and its public verification, their dependents, their summary and their documents as a file.
 */
export const myOperations = defineOperations("my", {
  data: {
    method: "GET",
    path: "my/data",
    summary: "Os dados da própria pessoa",
    guard: LOGIN,
    response: returnsShape(ZMyData),
  },
  saveData: {
    method: "PATCH",
    path: "my/data",
    summary:
      "Alterar os próprios dados (regras de cadastro do portal; CPF fixo depois de informado; novo nome social aguarda aprovação)",
    guard: LOGIN,
    body: bodyCheckedByHandler<MyDataBody>(),
    fieldLabels: MY_DATA_LABELS,
    response: returnsShape(ZMyData),
  },
  setImage: {
    method: "PUT",
    path: "my/image",
    summary: "Enviar uma nova foto (um upload de imagem da pessoa); ela aguarda aprovação da secretaria",
    guard: LOGIN,
    body: ZMyImageBody,
    fieldLabels: MY_DATA_LABELS,
    response: returnsShape(ZMyData),
  },
  removeImage: {
    method: "DELETE",
    path: "my/image",
    summary: "Remover a própria foto (a aprovada e a que aguarda aprovação)",
    guard: LOGIN,
    response: returnsShape(ZMyData),
  },
  card: {
    method: "GET",
    path: "my/card",
    summary: "A carteirinha digital da pessoa (o código do QR é criado na primeira visita)",
    guard: LOGIN,
    response: returnsShape(ZMyCard),
  },
  newCardToken: {
    method: "POST",
    path: "my/card/token",
    summary: "Um novo código de carteirinha: todas as anteriores deixam de valer",
    guard: LOGIN,
    response: returnsShape(ZMyCard),
  },
  verifyCard: {
    method: "GET",
    path: "public/cards/:token",
    summary: "Conferir uma carteirinha digital: válida ou não e por quê, nome, foto, matrícula, federação",
    guard: { auth: "public" },
    params: ZCardToken,
    response: returnsShape(ZCardVerification),
  },
  cardPhoto: {
    method: "GET",
    path: "public/cards/:token/photo",
    summary: "A foto de quem tem a carteirinha, pelo código dela",
    guard: { auth: "public" },
    params: ZCardToken,
    response: returnsFile(),
  },
  students: {
    method: "GET",
    path: "my/students",
    summary: "Os dependentes da pessoa",
    guard: LOGIN,
    response: returnsShape(z.array(ZStudent)),
  },
  addStudent: {
    method: "POST",
    path: "my/students",
    summary: "Cadastrar um dependente (menor de idade)",
    guard: LOGIN,
    body: bodyCheckedByHandler<StudentBody>(),
    fieldLabels: STUDENT_LABELS,
    // Answered with 201, which the 200 schema of returnsShape would not filter: toStudent gives its fields.
    response: returns<Student>(),
  },
  student: {
    method: "GET",
    path: "my/students/:id",
    summary: "Um dos dependentes da pessoa",
    guard: LOGIN,
    params: ZId,
    response: returnsShape(ZStudent),
  },
  saveStudent: {
    method: "PATCH",
    path: "my/students/:id",
    summary: "Alterar um dependente (com a versão lida)",
    guard: LOGIN,
    params: ZId,
    body: bodyCheckedByHandler<StudentPatch>(),
    fieldLabels: STUDENT_LABELS,
    response: returnsShape(ZStudent),
  },
  endStudent: {
    method: "DELETE",
    path: "my/students/:id",
    summary: "Encerrar o vínculo com um dependente (o cadastro dele continua na federação)",
    guard: LOGIN,
    params: ZId,
    response: returns<Record<string, never>>(),
  },
  report: {
    method: "GET",
    path: "my/reports",
    summary: "O resumo da pessoa: documentos, filiações, PAR-Q, consentimentos",
    guard: LOGIN,
    response: returnsShape(ZMyReport),
  },
  documentsCsv: {
    method: "GET",
    path: "my/exporters/documents.csv",
    summary: "Os documentos da pessoa em CSV (Excel em pt-BR: BOM e ponto e vírgula)",
    guard: LOGIN,
    response: returnsFile(),
  },
});
