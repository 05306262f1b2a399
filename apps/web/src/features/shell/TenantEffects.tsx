import { useEffect } from "react";
import { loadTagManager } from "../../platform/analytics/tagManager.ts";
import { audienceOf, chatEnabledFor, identifyOnReady, loadChat } from "../../platform/chat/supportChat.ts";
import { watchBackend } from "../../platform/realtime/backendWatch.ts";
import { refetchTenantQuietly } from "../../platform/startup/boot.ts";
import { appStore, tenantTitle, useApp } from "../../platform/state/appStore.ts";

/** Side effects that follow the tenant: realtime refetch, support chat and tag-manager analytics. */
export const TenantEffects = () => {
  const booting = useApp((state) => state.booting);
  const support = useApp((state) => state.config?.support ?? null);
  const gtmId = useApp((state) => state.config?.analytics?.gtm_id ?? null);
  const info = useApp((state) => state.info);
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

  return null;
};
