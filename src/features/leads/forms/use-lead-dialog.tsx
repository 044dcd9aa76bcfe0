import { Loader } from '@mantine/core'
import { Suspense, useState, type ReactNode } from 'react'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { lazyLoaded } from '@/lib/lazy-loaded'
import type { LeadRequest } from './lead-request'
import classes from './use-lead-dialog.module.css'

/**
 * The request forms' dialog, loaded on the first sign of intent (a pointer over a request button, a touch, the
 * focus) with its strings: none of it weighs on a page's first paint, and nothing of it is in prerendered HTML.
 */
const { Component: LeadDialog, load } = lazyLoaded(async () => {
  const [module] = await Promise.all([import('./LeadDialog'), whenMessagesLoaded(activeLocale(), 'leads')])
  return module
})

const preload = () => void load().catch(() => {})

/** Props for a button that opens a request form: the dialog's chunk is asked for on intent. */
export const leadIntentProps = { onPointerEnter: preload, onTouchStart: preload, onFocus: preload }

/** A page's request dialog: `open(request)` shows the form; render `dialog` anywhere in the page. */
export function useLeadDialog(): { open: (request: LeadRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<LeadRequest | null>(null)
  const dialog =
    request === null ? null : (
      <Suspense
        fallback={
          <div className={classes.loading} role="status" aria-live="polite">
            <Loader />
          </div>
        }
      >
        <LeadDialog request={request} onClose={() => setRequest(null)} />
      </Suspense>
    )
  return { open: setRequest, dialog }
}
