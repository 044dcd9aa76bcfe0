import { use } from 'react'
import { messagesLoaded, whenMessagesLoaded, type MessageArea } from './i18n'
import { useLocale } from './use-locale'

/**
 * Waits (suspends) until the area's strings are in for the page's locale, after a change of language too: for a
 * part loaded apart from the routes that load its words (a form opened on demand, an island of a page).
 */
export function useMessages(area: MessageArea): void {
  const lang = useLocale()
  if (!messagesLoaded(lang, area)) use(whenMessagesLoaded(lang, area))
}
