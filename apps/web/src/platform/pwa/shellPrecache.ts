import type { Plugin } from "vite";

/**
 * The modules of the app shell and of the screens the app needs to start and to be used offline:
 * the layout (header, menu), login, home, the start-up and maintenance screens, install, and the
 * error screens. Every other screen's chunk is cached by the service worker when first opened.
 */
export const SHELL_MODULES: RegExp[] = [
  /[\\/]src[\\/]features[\\/]shell[\\/]/,
  /[\\/]src[\\/]features[\\/]errors[\\/]/,
  /[\\/]src[\\/]features[\\/]auth[\\/]LoginPage\.tsx$/,
  /[\\/]src[\\/]features[\\/]home[\\/](HomePage|MaintenancePage|InstallPage)\.tsx$/,
  /[\\/]src[\\/]features[\\/]platform[\\/]LoadingPage\.tsx$/,
  // What those load beside them: TanStack Query's provider, the other screens' texts and the date
  // formats, the notices' container.
  /[\\/]src[\\/]app[\\/](QueryClientScreen|Notices)\.tsx$/,
  /[\\/]src[\\/]i18n[\\/](screenTextsPtBR|dates)\.ts$/,
];

/** What the selection reads of an output chunk or asset (a subset of Rolldown's, for tests). */
export type BundleFile =
  | {
      type: "chunk";
      fileName: string;
      isEntry: boolean;
      imports: string[];
      moduleIds: string[];
      viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } | undefined;
    }
  | { type: "asset"; fileName: string };

/**
 * The files of the bundle the shell needs: the entry chunks and the chunks holding a shell module,
 * with everything they import statically and the CSS and assets those chunks use.
 */
export const shellFiles = (bundle: Record<string, BundleFile>, shellModules: RegExp[] = SHELL_MODULES) => {
  const chunks = new Map<string, Extract<BundleFile, { type: "chunk" }>>();
  for (const file of Object.values(bundle)) if (file.type === "chunk") chunks.set(file.fileName, file);
  const holdsShellModule = (moduleIds: string[]) =>
    moduleIds.some((id) => shellModules.some((pattern) => pattern.test(id)));
  const pending = [...chunks.values()]
    .filter((chunk) => chunk.isEntry || holdsShellModule(chunk.moduleIds))
    .map((chunk) => chunk.fileName);
  const files = new Set<string>();
  while (pending.length) {
    const fileName = pending.pop()!;
    if (files.has(fileName)) continue;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) continue;
    pending.push(...chunk.imports);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
  }
  return files;
};

/**
 * The precache of the service worker holds the shell only. `plugin` reads the bundle as it is
 * written; `manifestTransform`, given to workbox, keeps of the `assets/` folder only the shell's
 * files (the page, manifest and icons outside it stay) and drops repeated entries.
 */
export const shellPrecache = (shellModules: RegExp[] = SHELL_MODULES) => {
  let shell: Set<string> | null = null;
  const plugin: Plugin = {
    name: "quadra:shell-precache",
    apply: "build",
    generateBundle(_options, bundle) {
      shell = shellFiles(bundle as unknown as Record<string, BundleFile>, shellModules);
    },
  };
  const manifestTransform = async <Entry extends { url: string }>(entries: Entry[]) => {
    if (!shell) throw new Error("shellPrecache: the bundle was not seen before the service worker was built");
    const kept = shell;
    const seen = new Set<string>();
    const manifest = entries.filter((entry) => {
      if (seen.has(entry.url)) return false;
      seen.add(entry.url);
      return !entry.url.startsWith("assets/") || kept.has(entry.url);
    });
    return { manifest, warnings: [] as string[] };
  };
  return { plugin, manifestTransform };
};
