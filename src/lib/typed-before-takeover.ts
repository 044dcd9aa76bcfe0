/**
 * A visitor can type into a prerendered page's fields before the app has taken it over (the listing's search,
 * a car's loan calculator, a rental's dates: on a slow phone the first seconds). The field shows the text, but
 * React hydrates it with the value it rendered, the HTML's, and leaves the text on screen: the app's state does
 * not have it, so the listing is not filtered by the words in its search field, a form sends without them.
 *
 * Once React has hydrated a part of the page, each field of it whose text differs from what React rendered (for
 * a field React controls, `defaultValue` is the value it rendered) gets that text again as an input event, which
 * React hands to the field's `onChange` as if the visitor had typed it then. (A textarea that came with text of
 * its own gets that text back from React as it hydrates; an empty one, as a form's are, keeps what was typed.)
 */

/** Fields whose content is their `value` (not a checkbox's `checked`, not a file or a button). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image'])

export function adoptTypedValues(root: ParentNode): void {
  const typed: Typed[] = []
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue
    if (field.value !== field.defaultValue) {
      typed.push({ field, text: field.value, selection: field === field.ownerDocument.activeElement ? selectionOf(field) : null })
    }
  }
  // All read first: the render that one field's change makes puts every other field React controls back to its
  // state's value.
  for (const entry of typed) replayTyped(entry)
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
