import { lazy, Suspense } from 'react'
import { WithMessages } from '@/components/WithMessages'
import { useComparedCars } from './compared-cars'

const CompareTray = lazy(() => import('./CompareTray'))

/** The compare tray, loaded and shown once a car is picked (nothing in prerendered HTML); `onPhones`: there too. */
export function CompareTrayPlace({ onPhones }: { onPhones: boolean }) {
  const picked = useComparedCars().length > 0
  return picked ? (
    <Suspense fallback={null}>
      <WithMessages area="listing">
        <CompareTray onPhones={onPhones} />
      </WithMessages>
    </Suspense>
  ) : null
}
