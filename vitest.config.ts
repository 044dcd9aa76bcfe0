import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/** Unit and component tests: jsdom, no emulators. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      exclude: ['tests/emulators/**', 'tests/e2e/**', 'node_modules/**'],
      setupFiles: ['tests/setup/vitest.setup.ts'],
      css: false,
      // One test file per core (Vitest's default leaves one core to itself): most of a file's time is setting up
      // jsdom and importing, which the main process hardly shares. On two cores, about 150 s instead of 230.
      maxWorkers: availableParallelism(),
    },
  }),
)
