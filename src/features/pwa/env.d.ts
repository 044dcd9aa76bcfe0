interface ImportMetaEnv {
  /** The id of the running build (scripts/vite-plugin-build-meta.ts); `dev` on the dev server and in tests. */
  readonly VITE_BUILD_ID: string
}
