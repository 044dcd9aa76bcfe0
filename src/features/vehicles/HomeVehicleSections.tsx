/** Featured vehicles and latest arrivals on the home page, loaded after the first paint. */
export function HomeVehicleSections() {
  return null
}
