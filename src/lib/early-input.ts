/**
 * A visitor can type into a prerendered page's fields before the app has taken it over (the listing's search,
 * a car's loan calculator, a rental's dates: on a slow phone the first seconds). The field shows the text, but
 * React hydrates it with the value it rendered, the HTML's, and leaves the text on screen: the app's state does
 * not have it, so the listing is not filtered by the words in its search field, a form sends without them.
 *
 * Once React has hydrated a part of the page, each field of it whose text differs from what React rendered (for
 * a field React controls, `defaultValue` is the value it rendered) gets that text again as an input event, which
 * React hands to the field's `onChange` as if the visitor had typed it then; a list (`select`) whose choice is not
 * the one React rendered gets a change event. (A textarea that came with text of its own gets that text back from
 * React as it hydrates; an empty one, as a form's are, keeps what was typed.) And a form the visitor sent meanwhile
 * (a tap on its button, which the page's first script kept from the browser: see index.html) is sent then, with
 * that button, as the app sends it.
 */

import { ISLAND_ATTRIBUTE } from './page-data'
import { whenContentRendered } from './start-up'
import { within } from './within'

/** Fields whose content is their `value` (not a checkbox's `checked`, not a file or a button). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image'])

export function adoptEarlyInput(root: Element): void {
  captureEarlyInput(root)()
}

/**
 * For a prerendered page the app hydrates: the fields are read as the page's content has first rendered (its first
 * effects: whenContentRendered), before a store's value that differs from the HTML's (today's date) renders them
 * again, and the text is given back after that render. At most `patienceMs` after the call.
 */
export async function adoptEarlyInputOnceRendered(root: Element, patienceMs: number): Promise<void> {
  let adopt: (() => void) | undefined
  const read = new Promise<void>((resolve) =>
    whenContentRendered(() => {
      adopt = captureEarlyInput(root)
      resolve()
    }),
  )
  await within(read, patienceMs)
  ;(adopt ?? captureEarlyInput(root))()
}

/**
 * As adoptEarlyInput, in two steps: what was typed and chosen is read now, and given to the app (a form sent with
 * it) by the function returned. For a part that React renders again between the two, and which that render would
 * put back to the values React had: the fields are read before it, the text given after it.
 */
export function captureEarlyInput(root: Element): () => void {
  const typed: Typed[] = []
  const ours = (element: Element) => !inIslandWithin(root, element)
  for (const field of [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(ours)) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue
    if (field.value !== field.defaultValue) {
      typed.push({ field, text: field.value, selection: field === field.ownerDocument.activeElement ? selectionOf(field) : null })
    }
  }
  // A list's choice: the option React rendered is the one marked selected.
  const chosen: [HTMLSelectElement, string][] = []
  for (const list of [...root.querySelectorAll('select')].filter(ours)) {
    if (list.multiple) continue
    const rendered = [...list.options].find((option) => option.defaultSelected) ?? list.options[0]
    if (rendered && list.value !== rendered.value) chosen.push([list, list.value])
  }
  // All read first: the render that one field's change makes puts every other field React controls back to its
  // state's value.
  return () => {
    for (const entry of typed) replayTyped(entry)
    for (const [list, value] of chosen) {
      // React hears a list's change event, whatever it had seen before.
      list.value = value
      list.dispatchEvent(new Event('change', { bubbles: true }))
    }
    sendEarlySubmit(root)
  }
}

/**
 * Whether `element` is in an island inside `root` (not `root` itself): the island's code, which comes later, takes
 * over what was typed and sent there (src/lib/island.tsx); until then React leaves its HTML as it came.
 */
function inIslandWithin(root: Element, element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`)
  return island !== null && island !== root && root.contains(island)
}

/** A form sent before the app had it, as index.html's first script keeps it. */
interface EarlySubmit {
  form: HTMLFormElement
  submitter: HTMLElement | null
}

const EARLY_SUBMIT = '__earlySubmit'

function sendEarlySubmit(root: Element) {
  const global = window as unknown as Record<typeof EARLY_SUBMIT, EarlySubmit | undefined>
  const early = global[EARLY_SUBMIT]
  if (!early || (early.form.isConnected && (!root.contains(early.form) || inIslandWithin(root, early.form)))) return
  delete global[EARLY_SUBMIT]
  if (!early.form.isConnected) return
  try {
    early.form.requestSubmit(early.submitter)
  } catch {
    // The button is no longer the form's.
    early.form.requestSubmit()
  }
}

interface Typed {
  field: HTMLInputElement | HTMLTextAreaElement
  text: string
  /** The caret, in the field the visitor is typing in. */
  selection: [number, number] | null
}

function replayTyped({ field, text, selection }: Typed) {
  // React watches a field's value through the field's own `value` property: set there, the rendered value is the
  // last one React has seen; the prototype's setter then puts the typed text back without React seeing it, and the
  // input event that follows is a change to React, as a keystroke is.
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  if (selection) {
    try {
      field.setSelectionRange(selection[0], selection[1])
    } catch {
      // A field without a text selection (a date).
    }
  }
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd]
  } catch {
    return null
  }
}
