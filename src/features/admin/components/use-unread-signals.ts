import { useEffect } from 'react'

const PREFIX = /^\(\d+\+?\) /

/** `title` with the count in front, "(3) Requests — …", or without one for null. */
export function titleWithCount(title: string, count: string | null): string {
  const bare = title.replace(PREFIX, '')
  return count === null ? bare : `(${count}) ${bare}`
}

/**
 * The unread requests where the staff see them without opening the inbox: in front of the tab's title, and on the
 * installed app's icon (Badging API, where the platform has it; cleared at none). The page's title is the router's
 * (each route's head): a change of it is followed, and the count put back in front.
 */
export function useUnreadSignals(count: number | null, label: string | null): void {
  useEffect(() => {
    // Null: not read yet (the badge a push set stays until the count is known).
    if (count !== null && 'setAppBadge' in navigator) {
      const badge = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()
      badge.catch(() => undefined) // refused (no installed app, a policy): the title still says it
    }
  }, [count])

  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, label)
      if (document.title !== next) document.title = next
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = titleWithCount(document.title, null)
    }
  }, [label])
}
