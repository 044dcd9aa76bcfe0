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
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Unsubscribe,
} from '@/lib/firebase/firestore'

/**
 * The leads in Firestore, for the reserved area (through the SDK: live, with its offline cache and queued
 * writes). Every change is written at the revision read plus one, which the rules check: a change made on top of
 * an older copy (another tablet changed the lead meanwhile) is refused, never silently laid over the other.
 */

export interface LeadsSnapshot {
  /** Newest first. */
  leads: Lead[]
  /** Documents that do not read as a lead (written by hand, or by a newer version): their ids. */
  unreadable: string[]
  /** Leads with a change of this device the server has not answered yet. */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
}

const leadsCollection = () => collection(getDb(), LEADS_COLLECTION)

export function watchLeads(onChange: (snapshot: LeadsSnapshot) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    query(leadsCollection(), orderBy('createdAt', 'desc')),
    { includeMetadataChanges: true },
    (snapshot) => {
      const leads: Lead[] = []
      const unreadable: string[] = []
      const pendingIds = new Set<string>()
      for (const document of snapshot.docs) {
        const decoded = decodeLead(document.id, document.data({ serverTimestamps: 'estimate' }))
        if (!decoded.ok) {
          console.warn(`Lead ${document.id} cannot be read: ${decoded.reason}`)
          unreadable.push(document.id)
          continue
        }
        leads.push(decoded.lead)
        if (document.metadata.hasPendingWrites) pendingIds.add(document.id)
      }
      onChange({ leads, unreadable, pendingIds, fromCache: snapshot.metadata.fromCache })
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
