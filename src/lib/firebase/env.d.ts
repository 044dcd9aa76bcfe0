interface ImportMetaEnv {
  /** The reCAPTCHA Enterprise site key of App Check: set, App Check runs in a real project's build (docs/deploy.md). */
  readonly VITE_APPCHECK_SITE_KEY?: string
  /** `npm run dev` only: an App Check debug token (or `true`), to use a real project from localhost (docs/deploy.md). */
  readonly VITE_APPCHECK_DEBUG_TOKEN?: string
  /** The public key of the site's VAPID pair, for the staff's push notifications (docs/deploy.md). */
  readonly VITE_VAPID_PUBLIC_KEY?: string
}
