/** What the bundler tells about a module while it splits chunks (rolldown's ChunkingContext). */
export type ModuleGraph = {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null;
};

/**
 * The chunks a visit starts with: the app's entry with everything it imports statically, then the
 * login screen's own modules, the layout's frame, then the home screen's. Left to itself the bundler cuts them into one
 * small file per set of screens sharing them (some fifty for /login); on a slow mobile network each
 * file costs a round trip, and a browser fetches only six at a time from one server.
 */
export const START_CHUNKS = [
  { name: "start", from: "src/main.tsx" },
  { name: "login", from: "src/features/auth/LoginPage.tsx" },
  // The layout's frame (Mantine's AppShell): every screen with a header, not the login.
  { name: "frame", from: "src/features/shell/AppFrame.tsx" },
  { name: "home", from: "src/features/home/HomePage.tsx" },
] as const;

const IMPORT = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*;?(?!\s*from)/g;

/** `a, b as c, type d` → [[a, a], [b, c]] (imported or local name, then the name it takes). */
const namesOf = (list: string) =>
  list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from as string, (to ?? from) as string] as const;
    });

type Statement = { kind: "import" | "export"; clause: string; spec: string };

const statementsOf = (code: string): Statement[] => {
  const found: Statement[] = [];
  for (const match of code.matchAll(IMPORT)) {
    if (match[2]) continue;
    found.push({ kind: match[1] as Statement["kind"], clause: match[3] ?? "", spec: match[4] as string });
  }
  for (const match of code.matchAll(BARE_IMPORT))
    found.push({ kind: "import", clause: "", spec: match[1] as string });
  return found;
};

/** A module that only gathers others' exports (an index): imports and exports, nothing else. */
const isBarrel = (code: string) => {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .replace(/["']use (client|strict)["']\s*;?/g, "")
    .replace(/(import|export)\s+(type\s+)?[^;'"]*?from\s*["'][^"']+["']\s*;?/g, "")
    .replace(/export\s*\{[^}]*\}\s*;?/g, "")
    .trim();
  return rest === "" && /\bexport\b/.test(code);
};

/** Whether a module's own code exports `name` (declared or listed), not through another module. */
const exportsName = (code: string, name: string) => {
  if (!/^[\w$]+$/.test(name)) return true;
  const escaped = name.replace(/[$]/g, "\\$");
  return (
    new RegExp(
      `export\\s+(?:declare\\s+)?(?:const|let|var|function\\*?|async\\s+function|class|enum)\\s+${escaped}\\b`,
    ).test(code) || new RegExp(`export\\s*\\{[^}]*\\b${escaped}\\b[^}]*\\}(?!\\s*from)`).test(code)
  );
};

const stripExt = (path: string) => path.replace(/\.(m?[jt]sx?)$/, "");

/** The imported module a specifier names: a relative path, or a package (its folder). */
const resolveSpec = ({
  from,
  spec,
  ids,
  siblings = [],
}: {
  from: string;
  spec: string;
  ids: readonly string[];
  /** The subpaths other imports of the module name (`@mantine/core/styles.css`). */
  siblings?: readonly string[];
}) => {
  if (spec.startsWith(".")) {
    const parts = from.split(/[\\/]/).slice(0, -1);
    for (const part of spec.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    const target = stripExt(parts.join("/"));
    return ids.find(
      (id) => stripExt(id.replace(/\\/g, "/")) === target || stripExt(id) === `${target}/index`,
    );
  }
  const [scope, name, ...subpath] = spec.split("/");
  const pkg = spec.startsWith("@") ? `${scope}/${name}` : (scope as string);
  const rest = (spec.startsWith("@") ? subpath : [name, ...subpath]).filter(Boolean).join("/");
  // The web app's own package of contracts lives in the workspace, not under node_modules.
  const folder = pkg === "@quadra/shared" ? "packages/shared/src/" : `node_modules/${pkg}/`;
  const candidates = ids.filter((id) => id.replace(/\\/g, "/").includes(folder));
  if (rest) return candidates.find((id) => stripExt(id.replace(/\\/g, "/")).endsWith(stripExt(rest)));
  // The package itself: its JavaScript entry, not a stylesheet or a file another import names.
  const scripts = candidates.filter(
    (id) => /\.(m?[jt]sx?)$/.test(id) && !siblings.some((other) => id.endsWith(other)),
  );
  return scripts.find((id) => /[\\/]index\.(m?[jt]sx?)$/.test(id)) ?? scripts[0];
};

/**
 * Every module a root needs through static imports, as the bundle keeps them: an index (barrel)
 * is followed only to the modules defining the names asked of it, so importing a Button from
 * Mantine's index does not count all of Mantine.
 */
export const staticClosure = ({ root, graph }: { root: string; graph: ModuleGraph }) => {
  const needed = new Map<string, Set<string> | "all">();
  const queue: [string, Set<string> | "all"][] = [[root, "all"]];
  while (queue.length > 0) {
    const [id, names] = queue.shift() as [string, Set<string> | "all"];
    const before = needed.get(id);
    if (before === "all") continue;
    if (before && names !== "all" && [...names].every((name) => before.has(name))) continue;
    const merged = names === "all" ? "all" : new Set([...(before ?? []), ...names]);
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? "";
    const barrel = merged !== "all" && isBarrel(code);
    // Any module but an index is needed whole once one of its names is.
    needed.set(id, barrel ? merged : "all");
    if (!info) continue;
    const statements = statementsOf(code);
    const siblings = statements
      .map((statement) =>
        statement.spec
          .split("/")
          .slice(statement.spec.startsWith("@") ? 2 : 1)
          .join("/"),
      )
      .filter(Boolean);
    const handled = new Set<string>();
    if (barrel) {
      // local name → [module, its name there]; exported name → local name.
      const locals = new Map<string, [string, string]>();
      const wanted = new Map<string, Set<string> | "all">();
      const want = (target: string, name: string | "all") => {
        const current = wanted.get(target);
        if (current === "all") return;
        if (name === "all") wanted.set(target, "all");
        else wanted.set(target, new Set([...(current ?? []), name]));
      };
      for (const statement of statements) {
        const target = resolveSpec({ from: id, spec: statement.spec, ids: info.importedIds, siblings });
        if (!target) continue;
        const clause = statement.clause.replace(/^\{|\}$/g, "").trim();
        if (statement.kind === "export" && clause === "*") {
          // Only the names that module (or an index below it) exports: the others come from elsewhere.
          const targetCode = graph.getModuleInfo(target)?.code ?? "";
          const deeper = isBarrel(targetCode);
          for (const name of merged) if (deeper || exportsName(targetCode, name)) want(target, name);
        } else if (statement.kind === "export") {
          for (const [from, to] of namesOf(clause)) if (merged.has(to)) want(target, from);
        } else {
          for (const [from, to] of namesOf(clause)) locals.set(to, [target, from]);
        }
      }
      for (const match of code.matchAll(LOCAL_EXPORT)) {
        for (const [local, exported] of namesOf(match[1] ?? "")) {
          const source = locals.get(local);
          if (source && merged.has(exported)) want(source[0], source[1]);
        }
      }
      for (const [target, targetNames] of wanted)
        queue.push([target, targetNames === "all" ? "all" : targetNames]);
      continue;
    }
    for (const statement of statements) {
      const target = resolveSpec({ from: id, spec: statement.spec, ids: info.importedIds, siblings });
      if (!target) continue;
      handled.add(target);
      const clause = statement.clause.trim();
      const braces = clause.match(/\{([^}]*)\}/);
      const namespace = /\*/.test(clause) || (clause !== "" && !braces && statement.kind === "export");
      const defaultName = clause
        .replace(/\{[^}]*\}/, "")
        .replace(/,/g, "")
        .trim();
      if (namespace || clause === "") queue.push([target, "all"]);
      else {
        const names = new Set(namesOf(braces?.[1] ?? "").map(([from]) => from));
        if (defaultName && !defaultName.startsWith("*")) names.add("default");
        if (names.size > 0) queue.push([target, names]);
      }
    }
    // Imports the reading above missed (a transform's own): counted whole, to be safe.
    for (const target of info.importedIds) if (!handled.has(target)) queue.push([target, "all"]);
  }
  return new Set(needed.keys());
};

/**
 * The start chunk a module belongs to, or null for the bundler's own splitting (every other
 * screen's chunks). A module the entry and a screen both need goes with the entry.
 */
export const startChunkOf = ({ appDir }: { appDir: string }) => {
  let sets: { name: string; modules: Set<string> }[] | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    sets ??= START_CHUNKS.map((chunk) => ({
      name: chunk.name,
      modules: staticClosure({ root: `${appDir.replace(/[\\/]+$/, "")}/${chunk.from}`, graph }),
    }));
    return sets.find((set) => set.modules.has(id))?.name ?? null;
  };
};
