import { listPrice } from '../model/list-price'
import type { ListedVehicle } from '../model/vehicle-listing'

export const SIMILAR_MAX = 4
/** Prices within this share of the vehicle's price count as similar. */
export const SIMILAR_PRICE_TOLERANCE = 0.25

/**
 * Up to `max` vehicles like this one: the same category, and the same body type or a price (the daily rate for
 * rentals) within ±25 %. The candidates are published vehicles (the catalog). Those matching both come
 * first, then available ones, then the closest in price.
 */
export function pickSimilarVehicles<T extends ListedVehicle>(vehicle: ListedVehicle, candidates: readonly T[], max: number = SIMILAR_MAX): T[] {
  const price = listPrice(vehicle)
  const scored = candidates
    .filter((candidate) => candidate.id !== vehicle.id && candidate.category === vehicle.category)
    .map((candidate) => {
      const sameBody = candidate.bodyType === vehicle.bodyType
      const priceGap = Math.abs(listPrice(candidate) - price) / price
      const closePrice = priceGap <= SIMILAR_PRICE_TOLERANCE
      return { candidate, sameBody, closePrice, priceGap }
    })
    .filter(({ sameBody, closePrice }) => sameBody || closePrice)
  scored.sort(
    (a, b) =>
      Number(b.sameBody && b.closePrice) - Number(a.sameBody && a.closePrice) ||
      Number(b.candidate.status === 'available') - Number(a.candidate.status === 'available') ||
      a.priceGap - b.priceGap ||
      (a.candidate.id < b.candidate.id ? -1 : 1),
  )
  return scored.slice(0, max).map(({ candidate }) => candidate)
}
