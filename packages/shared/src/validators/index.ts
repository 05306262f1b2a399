export * from "./cep.ts";
export * from "./cnpj.ts";
export * from "./cpf.ts";
export * from "./digits.ts";
export * from "./formats.ts";
export * from "./phone.ts";
