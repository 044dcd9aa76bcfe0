import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Tests against the live Firebase emulators (rules, repository, seed). Run them under the emulators:
 *   npx firebase emulators:exec --only auth,firestore,storage --project demo-autosalone 'npm run test:rules'
 * The files share one emulator project, so they run one at a time.
 */
function emulatorPort(key: string, host: string | undefined): Record<string, string> {
  const port = host?.split(':').pop()
  return port ? { [key]: port } : {}
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/emulators/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: {
      // The app's Firebase modules read import.meta.env: no VITE_FIREBASE_* means the demo project on the emulators.
      VITE_EMULATOR_HOST: '127.0.0.1',
      // The ports `firebase emulators:exec` started the emulators on (firebase.json's unless another config is given).
      ...emulatorPort('VITE_AUTH_EMULATOR_PORT', process.env.FIREBASE_AUTH_EMULATOR_HOST),
      ...emulatorPort('VITE_FIRESTORE_EMULATOR_PORT', process.env.FIRESTORE_EMULATOR_HOST),
      ...emulatorPort('VITE_STORAGE_EMULATOR_PORT', process.env.FIREBASE_STORAGE_EMULATOR_HOST),
    },
  },
})
