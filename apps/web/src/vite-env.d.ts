/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Generic product hosts (connect mode), comma separated; default "127.0.0.1". */
  readonly VITE_CONNECT_HOSTS?: string;
}

declare const __APP_VERSION__: string;
