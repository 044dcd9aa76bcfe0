/** The vehicle repository and Storage, loaded on demand: the admin chunks stay free of Firebase until needed. */
export function loadVehicleRepository() {
  return import('@/features/vehicles/api/admin-vehicles-repository')
}

export function loadStorage() {
  return import('@/lib/firebase/storage')
}
