import { lazy, Suspense } from 'react'
import { WithMessages } from '@/components/WithMessages'
import { useGarageNotice } from './garage-notice'

const GarageNotice = lazy(() => import('./GarageNotice'))

/**
 * The garage's notices in the shell's bottom stack: a live region always in the page (empty otherwise, so screen
 * readers announce each notice), whose notice and its words load when there is one.
 */
export function GarageNoticePlace() {
  const notice = useGarageNotice()
  return (
    <div role="status" data-testid="garage-notice">
      {notice && (
        <Suspense fallback={null}>
          <WithMessages area="listing">
            <GarageNotice notice={notice} />
          </WithMessages>
        </Suspense>
      )}
    </div>
  )
}
