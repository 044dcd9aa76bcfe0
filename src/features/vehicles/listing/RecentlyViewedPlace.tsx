import { lazy, Suspense } from 'react'
import { useRecentlyViewed } from '@/features/garage/recently-viewed'

const RecentlyViewed = lazy(() => import('./RecentlyViewed'))

/**
 * The recently viewed cars, where a page has room for them below what a first visit sees: nothing in prerendered
 * HTML (the device's list is not known there), the section once the app has it, so the page above never moves.
 */
export function RecentlyViewedPlace({ exclude, className }: { exclude?: string; className?: string }) {
  const viewed = useRecentlyViewed()
  if (!viewed.some((car) => car.id !== exclude)) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewed exclude={exclude} className={className} />
    </Suspense>
  )
}
