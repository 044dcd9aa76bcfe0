import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { loadStorage, loadVehicleRepository } from '../api/admin-repository'
import type { VehicleFormValues } from '../model/vehicle-form-model'

/*
 * The photos' files in Storage as the vehicle editor saves: a save may leave files no vehicle uses (photos removed,
 * or uploaded and not kept), and another device may have deleted files this one still shows.
 */

/** Storage files of `candidates` that no photo in `kept` uses. */
export function unusedPhotoFiles(kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): string[] {
  const keep = new Set(kept.map((photo) => photo.id))
  return candidates.filter((photo) => !keep.has(photo.id)).flatMap((photo) => allPhotoFiles(photo.path))
}

/** Deletes `files` from Storage in the background (a failure leaves them, and is logged). */
export function deleteFiles(files: string[]): void {
  if (files.length === 0) return
  loadStorage()
    .then((storage) => storage.deleteFiles(files))
    .catch((error: unknown) => console.warn('Unused photos were not deleted:', error))
}

/**
 * After the server confirmed a save that keeps `kept`: deletes the files of the `candidates` that neither it nor
 * the server's current document (another device may have saved since, keeping them) refers to. Nothing is deleted
 * when the server's document cannot be read.
 */
export async function deleteUnsavedPhotos(vehicleId: string, kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): Promise<void> {
  if (unusedPhotoFiles(kept, candidates).length === 0) return
  try {
    const server = await (await loadVehicleRepository()).getServerVehicle(vehicleId)
    deleteFiles(unusedPhotoFiles([...kept, ...(server?.photos ?? [])], candidates))
  } catch (error) {
    console.warn('Unused photos were kept: the server could not be asked which ones it still uses.', error)
  }
}

/**
 * The photos of `values` whose files still exist, checked for those not in `known` (the server's version, whose
 * files are there): another device may have deleted a photo this one still shows. When Storage cannot be asked
 * (offline), every photo is kept.
 */
export async function withExistingPhotos(values: VehicleFormValues, known: readonly VehiclePhoto[]): Promise<{ values: VehicleFormValues; dropped: number }> {
  const knownIds = new Set(known.map((photo) => photo.id))
  const toCheck = values.photos.filter((photo) => !knownIds.has(photo.id))
  if (toCheck.length === 0) return { values, dropped: 0 }
  try {
    const storage = await loadStorage()
    const missing = new Set<string>()
    for (const photo of toCheck) if (!(await storage.fileExists(allPhotoFiles(photo.path)[0]!))) missing.add(photo.id)
    return { values: { ...values, photos: values.photos.filter((photo) => !missing.has(photo.id)) }, dropped: missing.size }
  } catch {
    return { values, dropped: 0 }
  }
}
