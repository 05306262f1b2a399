import type { ComponentType } from "react";

/**
 * A lazy component's loader that also brings TanStack Query and puts the component inside its
 * provider, with the one query client the app shares. The provider is not in App.tsx so the login
 * (which asks nothing through it; its OAuth buttons load it apart) does not download TanStack Query
 * before its form: every screen, the header and the drawer come through here instead.
 */
export const withQueryClient =
  <C extends ComponentType<any>>(load: () => Promise<{ default: C }>) =>
  async (): Promise<{ default: C }> => {
    const [module, { provideQueryClient }] = await Promise.all([load(), import("./QueryClientScreen.tsx")]);
    return { default: provideQueryClient(module.default) };
  };
