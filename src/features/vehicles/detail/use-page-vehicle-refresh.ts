import { useEffect } from 'react'
import { whenAppShown } from '@/lib/start-up'
import { refreshPageVehicle, takeChangedSincePage } from '../api/vehicle-once'

/**
 * On a car's prerendered page (`fromPage`), the car read afresh once the app has the page on screen (not in the
 * task that takes the page over, nor holding the takeover until the server answers). `onChanged` only when the
 * car has changed since the page was made, or is gone: the page then reads it again, and takes what this read
 * found (takeChangedSincePage). An unchanged car's page is not rendered again (on a slow phone, the whole page in
 * one long task); one that cannot be read now (offline, with nothing saved on the device) stays as it was made.
 */
export function usePageVehicleRefresh(id: string, fromPage: boolean, onChanged: () => void): void {
  useEffect(() => {
    if (!fromPage) return
    let cancelled = false
    const cancelShown = whenAppShown(() => {
      refreshPageVehicle(id).then(
        (changed) => {
          if (!changed) return
          // Left meanwhile: a later visit to this car reads it afresh.
          if (cancelled) takeChangedSincePage(id)
          else onChanged()
        },
        () => undefined,
      )
    })
    return () => {
      cancelled = true
      cancelShown()
    }
  }, [id, fromPage, onChanged])
}
