import type { VehiclePhoto } from '../model/vehicle-schema'

/** What a car's gallery shows, on its page and full screen. */
export interface GalleryProps {
  photos: readonly VehiclePhoto[]
  /** The car's name, for alt texts and labels. */
  name: string
  /** A draft's photos (an admin's preview): Storage gives them to the signed-in admin only. */
  privatePhotos?: boolean | undefined
}
