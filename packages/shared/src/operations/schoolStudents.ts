import { defineOperations } from "./operation.ts";
import { personScopeOperations } from "./personScope.ts";

/** The documents and photo of a school's students, kept by its coordinator and its association's managers. */
export const schoolStudentsOperations = defineOperations(
  "schoolStudents",
  personScopeOperations({
    segment: "schools",
    guard: { auth: "login", modules: ["schools"] },
    person: "um aluno de um núcleo sob os cuidados da pessoa",
    personLabel: "Aluno(a)",
  }),
);
