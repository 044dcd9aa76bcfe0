import { useMemo } from 'react'
import { leadCarLookup, type LeadCarLookup } from '../model/lead-car'
import { useAdminVehicles } from './use-admin-vehicles'

/**
 * The cars of the leads shown, from the stock as the reserved area reads it: the one shared listener of every
 * vehicle (useAdminVehicles), not a read per lead, so the inbox, a lead's page and its replies name each car as it
 * is now, and a car deleted since as such.
 */
export function useLeadCars(): LeadCarLookup {
  const { vehicles, fromCache } = useAdminVehicles()
  return useMemo(() => leadCarLookup(vehicles, fromCache), [vehicles, fromCache])
}
