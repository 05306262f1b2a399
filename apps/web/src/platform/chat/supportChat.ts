import type { SessionInfo, SupportSettings } from "@quadra/shared";
import { CHAT_IDENTIFY_DELAY_MS } from "@quadra/shared/constants";
import { toChatPhone } from "@quadra/shared/validators/phone";

export type ChatAudience = "admin" | "user" | "public";

type ChatwootWindow = Window & {
  chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void };
  $chatwoot?: {
    setUser: (id: string, user: Record<string, string | undefined>) => void;
    setLabel: (label: string) => void;
  };
};

export const SDK_SCRIPT_ID = "quadra-support-chat";

export const audienceOf = (info: Pick<SessionInfo, "admin" | "master"> | null): ChatAudience =>
  info ? (info.admin || info.master ? "admin" : "user") : "public";

/** The chat loads only when configured and switched on for this audience. */
export const chatEnabledFor = ({
  support,
  audience,
}: {
  support: SupportSettings | null;
  audience: ChatAudience;
}) => Boolean(support?.chat && support[audience]);

/** Injects the Chatwoot-compatible SDK once and starts it. */
export const loadChat = ({
  chat,
  doc = document,
  win = window as ChatwootWindow,
}: {
  chat: NonNullable<SupportSettings["chat"]>;
  doc?: Document;
  win?: ChatwootWindow;
}) => {
  if (doc.getElementById(SDK_SCRIPT_ID)) return;
  const baseUrl = chat.base_url.replace(/\/+$/, "");
  const script = doc.createElement("script");
  script.id = SDK_SCRIPT_ID;
  script.src = `${baseUrl}/packs/js/sdk.js`;
  script.async = true;
  script.defer = true;
  script.onload = () => win.chatwootSDK?.run({ websiteToken: chat.website_token, baseUrl });
  doc.body.appendChild(script);
};

export type ChatUser = {
  info: Pick<SessionInfo, "id" | "name" | "image_url" | "email" | "phone" | "admin" | "master">;
  company: string | null;
};

/**
 * On `chatwoot:ready`, waits CHAT_IDENTIFY_DELAY_MS (spec §1, §9) and identifies the person: id,
 * name, avatar, e-mail, phone as +55 digits, company (the tenant's title), label admin or atleta.
 */
export const identifyOnReady = ({
  getUser,
  win = window as ChatwootWindow,
  delayMs = CHAT_IDENTIFY_DELAY_MS,
}: {
  getUser: () => ChatUser | null;
  win?: ChatwootWindow;
  delayMs?: number;
}) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onReady = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      const user = getUser();
      if (!user || !win.$chatwoot) return;
      const { info, company } = user;
      win.$chatwoot.setUser(String(info.id), {
        name: info.name,
        avatar_url: info.image_url ?? undefined,
        email: info.email ?? undefined,
        phone_number: toChatPhone(info.phone),
        company_name: company ?? undefined,
      });
      win.$chatwoot.setLabel(info.admin || info.master ? "admin" : "atleta");
    }, delayMs);
  };
  win.addEventListener("chatwoot:ready", onReady);
  return () => {
    win.removeEventListener("chatwoot:ready", onReady);
    if (timer) clearTimeout(timer);
  };
};
