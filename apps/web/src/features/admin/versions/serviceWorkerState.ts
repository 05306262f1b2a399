/** What the browser says about this app's service worker (the PWA's offline and update machinery). */
export type ServiceWorkerState =
  | { supported: false }
  | {
      supported: true;
      registered: boolean;
      scope: string | null;
      /** State of the worker in charge, of one installed and waiting, and of one installing. */
      active: string | null;
      waiting: string | null;
      installing: string | null;
      /** This page is served through the worker (false on the first visit, or after a hard reload). */
      controlled: boolean;
    };

export const readServiceWorkerState = async (
  container: ServiceWorkerContainer | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.serviceWorker,
): Promise<ServiceWorkerState> => {
  if (!container) return { supported: false };
  const registration = await container.getRegistration().catch(() => undefined);
  return {
    supported: true,
    registered: Boolean(registration),
    scope: registration?.scope ?? null,
    active: registration?.active?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    installing: registration?.installing?.state ?? null,
    controlled: Boolean(container.controller),
  };
};
