import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The Chromium the tests and the prerendering drive: CHROMIUM_PATH when set; otherwise Playwright's own
 * Chromium where it is installed, else the system's `chromium` (machines where Playwright cannot download
 * its browsers). `undefined` means Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // Playwright's browsers are not installed.
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined
    } catch {
      // try the next name
    }
  }
  return undefined
}

/** How Chromium is launched: quiet, no sandbox (containers), nothing fetched in the background. */
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
