import { firstScreensPtBR } from "./firstScreensPtBR.ts";
import { screenTextsPtBR } from "./screenTextsPtBR.ts";

/**
 * pt-BR texts (default locale). Every visible text of the app has a key here. The app bundles the first
 * screens' ones and loads the others with the route table (i18n.ts, screenTexts.ts).
 */
export const ptBR = {
  ...firstScreensPtBR,
  ...screenTextsPtBR,
  titles: { ...firstScreensPtBR.titles, ...screenTextsPtBR.titles },
  auth: { ...firstScreensPtBR.auth, ...screenTextsPtBR.auth },
  shell: { ...firstScreensPtBR.shell, ...screenTextsPtBR.shell },
  errors: { ...firstScreensPtBR.errors, ...screenTextsPtBR.errors },
  loading: { ...firstScreensPtBR.loading, ...screenTextsPtBR.loading },
};

export type Messages = typeof ptBR;
