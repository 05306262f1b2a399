import { can, hasAction, MODULES, RESOURCES, type ResourceDef } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import { denied, disabled, invalidFields } from "../../platform/http/errors.ts";
import { authOf, tenantOf } from "../../platform/http/requestScope.ts";
import { IMPORT_LABELS } from "./importForm.ts";

/** A registered resource that offers the `import` action, or a 400 on `resource`. */
export const importableResource = (name: string): ResourceDef => {
  const def = Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
  if (!def || !hasAction(def, "import"))
    throw invalidFields({ resource: "Escolha um cadastro que aceite importação." }, IMPORT_LABELS);
  return def;
};

/**
 * The routes of imports declare `operations`; writing into a resource also needs that resource's
 * own permission and modules, checked here because the resource comes with the request.
 */
export const assertMayImportInto = (request: FastifyRequest, def: ResourceDef) => {
  const { principal } = authOf(request);
  if (!can(principal, def.permission))
    throw denied(
      `Você não tem permissão para alterar ${def.label.many["pt-BR"]}. Peça acesso a um administrador.`,
    );
  const off = def.modules?.find((key) => !tenantOf(request).modules.includes(key));
  if (off) throw disabled(MODULES[off].label["pt-BR"]);
};
