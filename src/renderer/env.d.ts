/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Merchant code baked into a web build; empty means the server's default brand. */
  readonly VITE_MERCHANT?: string;
  readonly VITE_APP_VERSION?: string;
}
