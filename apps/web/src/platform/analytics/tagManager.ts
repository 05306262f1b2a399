const SCRIPT_ID = "quadra-gtm";

/** Loads Google Tag Manager only when the tenant configured a container (configs/common analytics). */
export const loadTagManager = ({
  gtmId,
  doc = document,
}: {
  gtmId: string | null | undefined;
  doc?: Document;
}) => {
  if (!gtmId || !/^GTM-[A-Z0-9]{4,10}$/.test(gtmId) || doc.getElementById(SCRIPT_ID)) return false;
  const win = window as Window & { dataLayer?: unknown[] };
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
  return true;
};
