import { createStore } from '@/lib/live-store'

/** Set once a request has been put in the outbox on this page: the shell then shows the outbox's notice. */
export const outboxInUse = createStore(false)
