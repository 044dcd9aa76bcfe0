import { useEffect, useState, type ReactNode } from 'react'
import { loadMessages, messagesLoaded, type MessageArea } from '@/lib/i18n'
import { useLocale } from '@/lib/use-locale'

/**
 * Renders its children once the page's language has the area's catalog (nothing until then): for a part loaded
 * apart from the routes that load its words, such as a notice any page can show.
 */
export function WithMessages({ area, children }: { area: MessageArea; children: ReactNode }) {
  const locale = useLocale()
  const key = `${locale}/${area}`
  const [ready, setReady] = useState(() => (messagesLoaded(locale, area) ? key : null))
  useEffect(() => {
    if (ready === key) return
    let live = true
    loadMessages(locale, area).then(
      () => live && setReady(key),
      // Offline before the catalog was cached: the part stays hidden.
      () => {},
    )
    return () => {
      live = false
    }
  }, [key, ready, locale, area])
  return ready === key || messagesLoaded(locale, area) ? children : null
}
