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
    },
  }),
)
