import { useEffect, useState } from "react";

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The browser offers installation once; keep its event so the apps screen can use it later. */
export const captureInstallPrompt = () => {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
};

export const isIos = (userAgent = navigator.userAgent) =>
  /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && navigator.maxTouchPoints > 1);

export const useInstallPrompt = () => {
  const [available, setAvailable] = useState(Boolean(deferred));
  useEffect(() => {
    const listener = () => setAvailable(Boolean(deferred));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const install = async () => {
    if (!deferred) return "unavailable" as const;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    deferred = null;
    notify();
    return outcome;
  };
  return { available, install };
};
