import type { VehicleListSearch } from './vehicle-search-params'

/** The listing's filters as the garage keeps them: the address's names and values (not the sort: a search is what is shown, not in which order). */
export function searchQuery(search: VehicleListSearch): Record<string, string | number> {
  return Object.fromEntries(Object.entries(search).filter(([key, value]) => key !== 'sort' && value !== undefined)) as Record<string, string | number>
}

/** The names of the filters in use, for analytics. */
export function filterNames(search: VehicleListSearch): string[] {
  return Object.keys(searchQuery(search))
}
