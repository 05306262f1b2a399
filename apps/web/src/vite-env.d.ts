/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Generic product hosts (connect mode), comma separated; default "127.0.0.1". */
  readonly VITE_CONNECT_HOSTS?: string;
}

declare const __APP_VERSION__: string;
/** The git commit the build was made from ("" when unknown), and when it was built (ISO 8601). */
declare const __APP_COMMIT__: string;
declare const __APP_BUILT_AT__: string;
