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
  if (playwrightHasItsOwn()) return undefined
  return onPath(['chromium', 'chromium-browser', 'google-chrome'])
}

function playwrightHasItsOwn(): boolean {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    // Playwright's browsers are not installed.
    return false
  }
}

/** The first of `names` on the PATH, if any. */
function onPath(names: readonly string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // try the next name
    }
  }
  return undefined
}

/**
 * The features Playwright turns off when it launches Chromium (playwright-core's chromiumSwitches). Chromium reads
 * only the last `--disable-features` of its command line, so a list of our own must repeat them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** Playwright's `--blink-settings` for a headless browser (a mouse: hover, a fine pointer), which one of our own must repeat. */
export const PLAYWRIGHT_HEADLESS_BLINK_SETTINGS = 'primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4'

/**
 * Chromium's own address-bar popups, which it loads into a renderer of their own for every window (each browser
 * context is one) although a headless window has no address bar: about a second of CPU per context.
 */
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** How Chromium is launched: quiet, no sandbox (containers), nothing fetched or loaded that no page asked for. */
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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
  ],
}
