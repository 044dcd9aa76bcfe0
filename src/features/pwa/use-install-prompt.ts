import { createStore, useStore } from '@/lib/live-store'

/** Chrome's and Edge's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[]
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
  prompt(): Promise<void>
}

/** `prompt`: the browser's install dialog is available; `ios`: Safari's manual steps; `none`: nothing to offer. */
export type InstallMode = 'prompt' | 'ios' | 'none'

/** iPhone, iPod and iPad, including iPadOS, which reports a desktop Mac but has a touch screen. */
export function isIosDevice(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { platform?: string } = navigator): boolean {
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return true
  return /Macintosh/i.test(nav.userAgent) && nav.maxTouchPoints > 1
}

/** The site already runs as an installed app. */
export function isStandalone(win: Window = window): boolean {
  if (win.matchMedia?.('(display-mode: standalone)').matches) return true
  if (win.matchMedia?.('(display-mode: fullscreen)').matches) return true
  return (win.navigator as Navigator & { standalone?: boolean }).standalone === true
}

/** What to offer, from what the browser has told us. */
export function installMode({ deferred, standalone, ios }: { deferred: boolean; standalone: boolean; ios: boolean }): InstallMode {
  if (standalone) return 'none'
  if (deferred) return 'prompt'
  return ios ? 'ios' : 'none'
}

let deferredEvent: BeforeInstallPromptEvent | null = null
const mode = createStore<InstallMode>('none')

function update() {
  mode.set(installMode({ deferred: deferredEvent !== null, standalone: isStandalone(), ios: isIosDevice() }))
}

/**
 * The browser fires `beforeinstallprompt` once, early: the listener is installed when this module loads
 * (with the sidebar, before the first render), keeps the event and stops the browser's own mini-infobar.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferredEvent = event as BeforeInstallPromptEvent
    update()
  })
  window.addEventListener('appinstalled', () => {
    deferredEvent = null
    update()
  })
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', update)
  update()
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredEvent
  if (!event) return 'unavailable'
  deferredEvent = null
  update()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome
}

export function useInstallPrompt(): { mode: InstallMode; install: typeof promptInstall } {
  return { mode: useStore(mode, 'none'), install: promptInstall }
}
