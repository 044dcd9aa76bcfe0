import { lazyIsland } from '@/lib/island'

/**
 * The similar cars below a car's page (on sale or sold), as an island (src/lib/island.tsx): their code (the cards,
 * the catalog's store) loads, and they are hydrated, once the app has the page or as they come near the screen.
 */
export const SimilarVehiclesIsland = lazyIsland(() => import('./SimilarVehicles.island').then((module) => module.SimilarVehicles))
