import { useMessages } from '@/lib/use-messages'

/** Waits (suspends) until the requests' strings are in for the page's locale, after a change of language too. */
export function useLeadMessages(): void {
  useMessages('leads')
}
