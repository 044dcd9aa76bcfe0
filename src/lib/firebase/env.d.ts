interface ImportMetaEnv {
  /** The reCAPTCHA Enterprise site key of App Check: set, App Check runs in a real project's build (docs/deploy.md). */
  readonly VITE_APPCHECK_SITE_KEY?: string
}
