import type { Versions } from "@quadra/shared";
import type { ServiceWorkerState } from "./serviceWorkerState.ts";

export type Diagnostics = {
  portal: { title: string | null; identifier: string | null; code: string | null; backend: string | null };
  build: { version: string; commit: string | null; builtAt: string | null };
  server: Versions | null;
  browser: {
    userAgent: string;
    language: string;
    online: boolean;
    pwa: boolean;
    serviceWorker: ServiceWorkerState | null;
  };
};

const swLine = (state: ServiceWorkerState | null) => {
  if (!state) return "?";
  if (!state.supported) return "não suportado";
  if (!state.registered) return "não registrado";
  return `ativo=${state.active ?? "-"} esperando=${state.waiting ?? "-"} instalando=${state.installing ?? "-"} controla=${state.controlled ? "sim" : "não"}`;
};

/** Plain text a support person pastes into a ticket (kept in one language: the team's). */
export const diagnosticsText = ({ portal, build, server, browser }: Diagnostics) =>
  [
    `Portal: ${portal.title ?? "-"} (${portal.identifier ?? "-"}, código ${portal.code ?? "-"})`,
    `Backend: ${portal.backend ?? "-"}`,
    `App web: ${build.version}${build.commit ? ` (${build.commit})` : ""}${build.builtAt ? `, gerado em ${build.builtAt}` : ""}`,
    server
      ? `API: ${server.api_version}; Node.js ${server.node_version}; desde ${server.started_at}`
      : "API: sem resposta",
    server
      ? `Banco: ${server.database.kind} ${server.database.server_version}; migrações ${server.database.migrations_applied ?? "?"}/${server.database.migrations_shipped}`
      : null,
    server
      ? `Web servida: ${server.web.served ? "sim" : "não"}; sw.js: ${server.web.service_worker ? "sim" : "não"}`
      : null,
    `Service worker: ${swLine(browser.serviceWorker)}`,
    `Navegador: ${browser.userAgent}; idioma ${browser.language}; ${browser.online ? "online" : "offline"}; ${browser.pwa ? "app instalado" : "navegador"}`,
  ]
    .filter(Boolean)
    .join("\n");
