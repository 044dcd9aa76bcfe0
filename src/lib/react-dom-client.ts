import { createRoot as reactCreateRoot, hydrateRoot as reactHydrateRoot } from 'react-dom/client'

/**
 * React DOM's client, which the entry imports from here: this module has a chunk of its own (vite.config.ts's
 * `react-dom-client` group), which the page runs in a task of its own before the entry's (see
 * scripts/vite-plugin-after-paint.ts), and React DOM's initialisation (one function of 200 KB, the largest part of
 * the entry's module evaluation) runs with it, not in the entry's task.
 */
export const createRoot = reactCreateRoot
export const hydrateRoot = reactHydrateRoot
