import type { OperationGroup } from "./operation.ts";

/** Where the generated web client of a group lives, from the repository's root. */
export const clientFileOf = (name: string) => `apps/web/src/platform/api/operations/${name}.ts`;

/**
 * The source of the web app's typed client of one contract group: the operations' addresses (all
 * the browser needs at run time, so Zod and the schemas stay out of its bundle) typed against the
 * contract, whose literal method and path types make a stale file fail to compile.
 */
export const clientSourceOf = (name: string, group: OperationGroup) => {
  const entries = Object.entries(group.operations)
    .map(([key, operation]) => `  ${key}: { method: "${operation.method}", path: "${operation.path}" },`)
    .join("\n");
  return `// Generated from packages/shared/src/operations/${name}.ts by \`npm run api:client\`: do not edit.
import type { ${name}Operations } from "@quadra/shared/operations/${name}";
import { operationClient } from "../operationClient.ts";

export const ${name}Addresses = {
${entries}
} as const;

export const ${name}Api = operationClient<typeof ${name}Operations>(${name}Addresses);
`;
};
