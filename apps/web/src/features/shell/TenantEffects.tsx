import { useEffect } from "react";
import { applyFontScale, loadVLibras } from "../../platform/accessibility/accessibility.ts";
import { loadTagManager } from "../../platform/analytics/tagManager.ts";
import { audienceOf, chatEnabledFor, identifyOnReady, loadChat } from "../../platform/chat/supportChat.ts";
import { watchBackend } from "../../platform/realtime/backendWatch.ts";
import { refetchTenantQuietly } from "../../platform/startup/boot.ts";
import { appStore, tenantTitle, useApp } from "../../platform/state/appStore.ts";

/** Side effects that follow the tenant: realtime refetch, support chat, analytics and accessibility. */
export const TenantEffects = () => {
  const booting = useApp((state) => state.booting);
  const support = useApp((state) => state.config?.support ?? null);
  const gtmId = useApp((state) => state.config?.analytics?.gtm_id ?? null);
  const info = useApp((state) => state.info);
  const fontScale = useApp((state) => state.config?.accessibility?.font_scale ?? null);
  const vlibras = useApp((state) => state.config?.accessibility?.vlibras ?? false);
  const audience = audienceOf(info);

  useEffect(() => {
    const watch = watchBackend({
      current: () => ({ backend: appStore.get().backend, identifier: appStore.get().identifier }),
      onChange: () => void refetchTenantQuietly(),
    });
    const unsubscribe = appStore.subscribe(watch.sync);
    return () => {
      unsubscribe();
      watch.stop();
    };
  }, []);

  useEffect(() => {
    if (booting || !support?.chat || !chatEnabledFor({ support, audience })) return;
    loadChat({ chat: support.chat });
  }, [booting, support, audience]);

  useEffect(
    () =>
      identifyOnReady({
        getUser: () => {
          const state = appStore.get();
          return state.info ? { info: state.info, company: tenantTitle(state) } : null;
        },
      }),
    [],
  );

  useEffect(() => {
    if (!booting) loadTagManager({ gtmId });
  }, [booting, gtmId]);

  // A reset drops the configuration, and with it the font scale (spec §4: reset clears accessibility).
  useEffect(() => applyFontScale({ scale: fontScale }), [fontScale]);

  useEffect(() => {
    if (!booting) loadVLibras({ enabled: vlibras });
  }, [booting, vlibras]);

  return null;
};
