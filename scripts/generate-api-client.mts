// Writes the web app's typed client of every contract group (packages/shared/src/operations/) and
// removes the clients of groups that no longer exist. Run it after changing a contract:
// `npm run api:client`.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { clientFileOf, clientSourceOf } from "../packages/shared/src/operations/clientSource.ts";
import { OPERATION_GROUPS } from "../packages/shared/src/operations/index.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folder = join(root, dirname(clientFileOf("x")));
const names = Object.keys(OPERATION_GROUPS).sort();
for (const name of names)
  writeFileSync(join(root, clientFileOf(name)), clientSourceOf(name, OPERATION_GROUPS[name]!));
for (const file of readdirSync(folder)) {
  if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
  if (!names.includes(basename(file, ".ts"))) rmSync(join(folder, file));
}
console.log(`api client: ${names.length} groups written to ${dirname(clientFileOf("x"))}/`);
