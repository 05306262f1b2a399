declare global {
  interface Window {
    /** Set by index.html's start-up script (early-requests.js): settles once it added the app's stylesheets. */
    __quadraStyles?: Promise<unknown>;
  }
}

/**
 * Settles once the app's stylesheets are in (loaded or failed), for the app to draw only then: a build's
 * index.html adds them from its start-up script, which holds no paint (early-requests.js), where a
 * stylesheet in <head> made every script wait for it. Without that script (its CSP hash missing, a
 * page without it) the stylesheets index.html preloads are added here; under `vite dev` there are none
 * and nothing waits.
 */
export const stylesheetsLoaded = (doc: Document = document): Promise<unknown> => {
  const early = doc.defaultView?.__quadraStyles;
  if (early) return early;
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((done) => {
          const link = doc.createElement("link");
          link.rel = "stylesheet";
          link.crossOrigin = preload.crossOrigin ?? "";
          link.href = preload.getAttribute("href") ?? preload.href;
          link.onload = link.onerror = () => done();
          doc.head.appendChild(link);
        }),
    ),
  );
};
