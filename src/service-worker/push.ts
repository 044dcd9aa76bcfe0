/// <reference lib="webworker" />
/**
 * A new request pushed to a staff member's device (functions/src/lead-push.ts sends it, encrypted, through the
 * browser's push service): the worker shows it as a notification and puts the count of unread requests on the
 * installed app's icon; a tap on the notification opens the request, in an open window of the site when there is
 * one. The payload is the function's, in the language the device subscribed in:
 * `{ v: 1, leadId, title, body, url: '/it/admin/leads/<id>', tag: 'lead-<id>', unread }`.
 */

declare const self: ServiceWorkerGlobalScope

export interface LeadPush {
  title: string
  body: string
  url: string
  tag: string
  unread: number | null
}

const LEAD_URL = /^\/(?:it|en)\/admin\/leads\/[A-Za-z0-9_-]{1,64}$/
const FALLBACK: LeadPush = { title: 'Nuova richiesta · New request', body: '', url: '/it/admin/leads', tag: 'lead', unread: null }

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '')

/** The notification a push message makes: the payload's when it reads as one, else a plain "new request". */
export function readLeadPush(data: PushMessageData | null): LeadPush {
  let payload: Record<string, unknown>
  try {
    payload = (data?.json() ?? {}) as Record<string, unknown>
  } catch {
    return FALLBACK
  }
  const url = text(payload.url, 200)
  const unread = payload.unread
  return {
    title: text(payload.title, 200) || FALLBACK.title,
    body: text(payload.body, 500),
    url: LEAD_URL.test(url) ? url : FALLBACK.url,
    tag: text(payload.tag, 100) || FALLBACK.tag,
    unread: typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null,
  }
}

async function showLead(push: LeadPush): Promise<void> {
  await self.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    icon: '/icons/icon-192.png',
    data: { url: push.url },
  })
  // The installed app's icon (Badging API, where the platform has it): the unread requests as the server counted them.
  if (push.unread !== null && 'setAppBadge' in self.navigator) await self.navigator.setAppBadge(push.unread).catch(() => undefined)
}

/** Opens `path`: in a window of the site already open (brought to the front), else in a new one. */
async function openPath(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(url)
    return
  }
  // Focusing may be refused (the platform allows it only right after the tap): the request opens all the same.
  const focused = await open.focus().catch(() => open)
  await focused.navigate(url)
}

export function listenForLeadPushes(): void {
  self.addEventListener('push', (event: PushEvent) => event.waitUntil(showLead(readLeadPush(event.data))))
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    const url = (event.notification.data as { url?: unknown } | null)?.url
    event.notification.close()
    event.waitUntil(openPath(typeof url === 'string' && LEAD_URL.test(url) ? url : FALLBACK.url))
  })
}
