import type { TenantSettings } from "@quadra/shared";

export type Accessibility = TenantSettings["accessibility"];

const VLIBRAS_URL = "https://vlibras.gov.br/app";
const VLIBRAS_ID = "quadra-vlibras";

/**
 * The tenant's base font size. Mantine sizes everything in rem, so scaling the root font scales the
 * whole interface; with no configuration (or after a reset) the browser's own size applies.
 */
export const applyFontScale = ({
  scale,
  doc = document,
}: {
  scale: number | null | undefined;
  doc?: Document;
}) => {
  doc.documentElement.style.fontSize = scale && scale !== 100 ? `${scale}%` : "";
};

type VLibrasWindow = Window & { VLibras?: { Widget: new (url: string) => unknown } };

/**
 * VLibras, the federal sign-language widget: its markup and script, once, only when the tenant
 * turned it on. The widget reads the page and translates it into Libras on demand.
 */
export const loadVLibras = ({ enabled, doc = document }: { enabled: boolean; doc?: Document }) => {
  if (!enabled || doc.getElementById(VLIBRAS_ID)) return false;
  const root = doc.createElement("div");
  root.id = VLIBRAS_ID;
  root.setAttribute("vw", "");
  root.className = "enabled";
  root.innerHTML =
    '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';
  doc.body.appendChild(root);
  const script = doc.createElement("script");
  script.src = `${VLIBRAS_URL}/vlibras-plugin.js`;
  script.async = true;
  script.onload = () => {
    const widget = (doc.defaultView as VLibrasWindow | null)?.VLibras?.Widget;
    if (widget) new widget(VLIBRAS_URL);
  };
  doc.body.appendChild(script);
  return true;
};
