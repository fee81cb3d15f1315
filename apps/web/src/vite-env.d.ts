/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the SPA's own origin. */
  readonly VITE_API_URL?: string;
  /** Base URL of the prediction service (default: same origin, `/ml`). */
  readonly VITE_PREDICT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
