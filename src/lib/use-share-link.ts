import { useEffect, useRef, useState } from 'react'

/** What sharing a link ended with, when there is something to say: copied, or to be copied by hand. */
export type ShareStatus = { kind: 'copied' } | { kind: 'manual'; url: string } | null

/**
 * Shares a link: the device's share sheet (Web Share) where it has one, else the link copied to the clipboard,
 * else shown to be copied by hand. `status` says what happened (the "copied" note goes after a few seconds).
 */
export function useShareLink() {
  const [status, setStatus] = useState<ShareStatus>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const share = async ({ title, url }: { title: string; url: string }) => {
    clearTimeout(timer.current)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus({ kind: 'copied' })
      timer.current = setTimeout(() => setStatus(null), 4000)
    } catch {
      setStatus({ kind: 'manual', url })
    }
  }

  return { share, status }
}
