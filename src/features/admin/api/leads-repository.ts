import { LEADS_COLLECTION } from '@/features/leads/model/lead-constants'
import { decodeLead } from '@/features/leads/model/lead-codec'
import type { Lead, LeadNote } from '@/features/leads/model/lead-schema'
import type { LeadState } from '@/features/leads/model/lead-constants'
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDb,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from '@/lib/firebase/firestore'
import { takePage, type LeadsPage } from './inbox-pages'

/**
 * The leads in Firestore, for the reserved area (through the SDK: live, with its offline cache and queued
 * writes). Every change is written at the revision read plus one, which the rules check: a change made on top of
 * an older copy (another tablet changed the lead meanwhile) is refused, never silently laid over the other.
 * Lists are always limited (a page of the inbox, the newest requests in state `new`): a flood of requests never
 * reaches a tablet whole. Each query filtered on a field has its composite index in firestore.indexes.json.
 */

const leadsCollection = () => collection(getDb(), LEADS_COLLECTION)

/** A lead's document as a lead, or null (and a warning) when it does not read as one. */
function read(id: string, data: Record<string, unknown> | undefined): Lead | null {
  const decoded = decodeLead(id, data)
  if (decoded.ok) return decoded.lead
  console.warn(`Lead ${id} cannot be read: ${decoded.reason}`)
  return null
}

/** Listens to the newest `max` leads the constraints keep (asking for one more, which tells whether older ones exist). */
function watchNewest(constraints: QueryConstraint[], max: number, onChange: (page: LeadsPage) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    query(leadsCollection(), ...constraints, orderBy('createdAt', 'desc'), limit(max + 1)),
    { includeMetadataChanges: true },
    (snapshot) => {
      const { page, hasMore } = takePage<QueryDocumentSnapshot>(snapshot.docs, max)
      const leads: Lead[] = []
      const unreadable: string[] = []
      const pendingIds = new Set<string>()
      for (const document of page) {
        const lead = read(document.id, document.data({ serverTimestamps: 'estimate' }))
        if (!lead) {
          unreadable.push(document.id)
          continue
        }
        leads.push(lead)
        if (document.metadata.hasPendingWrites) pendingIds.add(document.id)
      }
      onChange({ leads, unreadable, pendingIds, fromCache: snapshot.metadata.fromCache, hasMore })
    },
    onError,
  )
}

/** The inbox's newest `max` leads, of one car when `vehicleId` is given (index: vehicle.id, createdAt desc). */
export function watchLatestLeads(
  { vehicleId, max }: { vehicleId?: string | undefined; max: number },
  onChange: (page: LeadsPage) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return watchNewest(vehicleId ? [where('vehicle.id', '==', vehicleId)] : [], max, onChange, onError)
}

/**
 * The newest `max` leads in state `new` (index: state, createdAt desc). Every unread lead is among the leads in
 * that state, since changing the state marks a lead read (setLeadState).
 */
export function watchNewLeads(max: number, onChange: (page: LeadsPage) => void, onError: (error: unknown) => void): Unsubscribe {
  const state: LeadState = 'new'
  return watchNewest([where('state', '==', state)], max, onChange, onError)
}

export interface LeadSnapshot {
  /** Null when there is no such lead (deleted), or it does not read as one. */
  lead: Lead | null
  /** A change of this device the server has not answered yet. */
  pending: boolean
  fromCache: boolean
}

/** One lead, live: its page listens to its document alone. */
export function watchLead(id: string, onChange: (snapshot: LeadSnapshot) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    doc(leadsCollection(), id),
    { includeMetadataChanges: true },
    (snapshot) => {
      const lead = snapshot.exists() ? read(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })) : null
      onChange({ lead, pending: snapshot.metadata.hasPendingWrites, fromCache: snapshot.metadata.fromCache })
    },
    onError,
  )
}

/** Writes some of the staff's fields on top of the lead as read. */
function change(lead: Pick<Lead, 'id' | 'revision'>, fields: Record<string, unknown>): Promise<void> {
  return updateDoc(doc(leadsCollection(), lead.id), { ...fields, revision: lead.revision + 1, updatedAt: serverTimestamp() })
}

/** Opened in the inbox. */
export const markLeadRead = (lead: Lead) => change(lead, { read: true })

export const setLeadState = (lead: Lead, state: LeadState) => change(lead, { state, read: true })

/** Adds a note, signed with the staff member's account (its e-mail address). */
export function addLeadNote(lead: Lead, text: string, by: string, at: Date = new Date()): Promise<void> {
  const note: LeadNote = { text, at, by }
  return change(lead, { notes: [...lead.notes, note].map((each) => ({ ...each, at: Timestamp.fromDate(each.at) })) })
}

/** Deletes the lead (its photos are the caller's to delete once this has reached the server). */
export function deleteLead(id: string): Promise<void> {
  return deleteDoc(doc(leadsCollection(), id))
}
