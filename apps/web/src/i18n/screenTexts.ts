import { i18n } from "./i18n.ts";

let loading: Promise<void> | null = null;

/**
 * The pt-BR texts of every screen but the first ones, and the date formats (dayjs, its plugins and
 * locales): the login and the start page do not download them. Whatever renders another screen waits
 * for this first (the route table's loader, the lazy parts of the first screens: `withScreenTexts`),
 * so `t()` never meets a key whose text is not in yet.
 */
export const loadScreenTexts = () => {
  loading ??= Promise.all([import("./screenTextsPtBR.ts"), import("./dates.ts")]).then(
    ([{ screenTextsPtBR }]) => {
      i18n.addResourceBundle("pt-BR", "translation", screenTextsPtBR, true, false);
    },
    (error: unknown) => {
      // A failed download (offline) is asked again by the next screen that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** A lazy module's loader that also waits for the other screens' texts (`loadScreenTexts`). */
export const withScreenTexts =
  <T>(load: () => Promise<T>) =>
  async () => {
    const [module] = await Promise.all([load(), loadScreenTexts()]);
    return module;
  };
