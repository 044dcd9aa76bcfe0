import { use } from 'react'
import { messagesLoaded, whenMessagesLoaded } from '@/lib/i18n'
import { useLocale } from '@/lib/use-locale'

/** Waits (suspends) until the requests' strings are in for the page's locale, after a change of language too. */
export function useLeadMessages(): void {
  const lang = useLocale()
  if (!messagesLoaded(lang, 'leads')) use(whenMessagesLoaded(lang, 'leads'))
}
