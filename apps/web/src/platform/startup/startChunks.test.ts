import { describe, expect, it } from "vitest";
import { type ModuleGraph, startChunkOf, staticClosure } from "./startChunks.ts";

/** A small module graph: a library reached through its index, a shared index with `export *`. */
const modules: Record<string, { code: string; importedIds: string[] }> = {
  "/app/src/main.tsx": {
    code: 'import { Button } from "@mantine/core";\nimport { LIMIT } from "@quadra/shared";\nimport "./i18n.ts";\nconst page = () => import("./features/auth/LoginPage.tsx");',
    importedIds: [
      "/node_modules/@mantine/core/esm/index.mjs",
      "/ws/packages/shared/src/index.ts",
      "/app/src/i18n.ts",
    ],
  },
  "/app/src/i18n.ts": {
    code: 'import i18next from "i18next";',
    importedIds: ["/node_modules/i18next/esm/i18next.js"],
  },
  "/node_modules/i18next/esm/i18next.js": { code: "export default {};", importedIds: [] },
  "/node_modules/@mantine/core/esm/index.mjs": {
    code: "'use client';\nimport { Button } from './components/Button.mjs';\nimport { Select } from './components/Select.mjs';\nexport { Button, Select };",
    importedIds: [
      "/node_modules/@mantine/core/esm/components/Button.mjs",
      "/node_modules/@mantine/core/esm/components/Select.mjs",
    ],
  },
  "/node_modules/@mantine/core/esm/components/Button.mjs": {
    code: "import { Box } from '../core/Box.mjs';\nexport const Button = Box;",
    importedIds: ["/node_modules/@mantine/core/esm/core/Box.mjs"],
  },
  "/node_modules/@mantine/core/esm/core/Box.mjs": { code: "export const Box = 1;", importedIds: [] },
  "/node_modules/@mantine/core/esm/components/Select.mjs": {
    code: "import { floating } from '../../floating.mjs';\nexport const Select = floating;",
    importedIds: ["/node_modules/@mantine/core/floating.mjs"],
  },
  "/node_modules/@mantine/core/floating.mjs": { code: "export const floating = 1;", importedIds: [] },
  "/ws/packages/shared/src/index.ts": {
    code: 'export * from "./constants.ts";\nexport * from "./contracts.ts";',
    importedIds: ["/ws/packages/shared/src/constants.ts", "/ws/packages/shared/src/contracts.ts"],
  },
  "/ws/packages/shared/src/constants.ts": { code: "export const LIMIT = 3;", importedIds: [] },
  "/ws/packages/shared/src/contracts.ts": {
    code: 'import { z } from "zod";\nexport const ZThing = z.object({});',
    importedIds: ["/node_modules/zod/index.js"],
  },
  "/node_modules/zod/index.js": { code: "export const z = {};", importedIds: [] },
  "/app/src/features/auth/LoginPage.tsx": {
    code: 'import { Select } from "@mantine/core";\nimport { Button } from "@mantine/core";',
    importedIds: ["/node_modules/@mantine/core/esm/index.mjs"],
  },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

describe("the chunks a visit starts with", () => {
  it("follows an index only to the modules defining the names asked of it", () => {
    const closure = staticClosure({ root: "/app/src/main.tsx", graph });
    expect([...closure].sort()).toEqual(
      [
        "/app/src/main.tsx",
        "/app/src/i18n.ts",
        "/node_modules/i18next/esm/i18next.js",
        "/node_modules/@mantine/core/esm/index.mjs",
        "/node_modules/@mantine/core/esm/components/Button.mjs",
        "/node_modules/@mantine/core/esm/core/Box.mjs",
        "/ws/packages/shared/src/index.ts",
        "/ws/packages/shared/src/constants.ts",
      ].sort(),
    );
  });

  it("puts what the entry needs in 'start', what only the login needs in 'login', the rest nowhere", () => {
    const chunkOf = startChunkOf({ appDir: "/app" });
    expect(chunkOf("/node_modules/@mantine/core/esm/components/Button.mjs", graph)).toBe("start");
    expect(chunkOf("/node_modules/@mantine/core/esm/components/Select.mjs", graph)).toBe("login");
    expect(chunkOf("/node_modules/@mantine/core/floating.mjs", graph)).toBe("login");
    expect(chunkOf("/node_modules/zod/index.js", graph)).toBeNull();
    expect(chunkOf("/ws/packages/shared/src/contracts.ts", graph)).toBeNull();
  });
});
