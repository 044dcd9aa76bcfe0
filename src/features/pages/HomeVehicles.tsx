import { HomeVehicleSections } from '@/features/vehicles/listing/HomeVehicleSections'
import { RecentlyViewedPlace } from '@/features/vehicles/listing/RecentlyViewedPlace'
import classes from './HomePage.module.css'

/** The home page's cars: featured, latest arrivals, and the cars this device viewed lately. */
export function HomeVehicles() {
  return (
    <>
      <HomeVehicleSections />
      {/* Below the cars a first visit sees, so that its arrival after the takeover moves nothing on screen. */}
      <RecentlyViewedPlace className={classes.recentlyViewed} />
    </>
  )
}
