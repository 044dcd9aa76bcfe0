/**
 * The controls a visitor taps first, found by their role and accessible name as a screen reader meets them (the
 * site's Italian strings, locales/it/*.po; the floor's aria-labels), and what shows that one has responded: what a
 * person sees change.
 */
import type { Locator, Page } from '@playwright/test'
import type { ControlKey } from './config.ts'

export interface ControlSpec {
  /** How the output names it. */
  label: string
  /** The element to tap. */
  target: (page: Page) => Locator
  /** What shows when it has responded: it has, while this finds something the page shows. */
  response: (page: Page) => Locator
  /** Puts the page back as it was (a menu or drawer closed), once it has responded. */
  close?: (page: Page) => Promise<void>
}

/** Escape, and wait until the dialog has gone (Mantine unmounts a closed drawer once its transition has ended). */
const closeDialog = (dialog: (page: Page) => Locator) => async (page: Page) => {
  await page.keyboard.press('Escape')
  await dialog(page).first().waitFor({ state: 'hidden', timeout: 10_000 })
}

/** A car's heart not yet saved ("Salva … nei preferiti"), and one saved ("Salvata: …"), src/features/garage/SaveToggle.tsx. */
const saveButton = (page: Page) => page.getByRole('button', { name: /^Salva .+ nei preferiti$/ }).first()
const savedButton = (page: Page) => page.getByRole('button', { name: /^Salvata: / })

/** The phone's menu (src/features/shell/MobileMenu.tsx), a drawer titled "Menu". */
const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu', exact: true })
/** The listing's filters on a phone (src/features/vehicles/listing/FiltersDrawer.tsx). */
export const filtersDialog = (page: Page) => page.getByRole('dialog', { name: 'Filtri', exact: true })
/** The listing's Filters button, shown below the theme's `md` (src/features/vehicles/listing/ListingPage.tsx). */
export const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filtri', exact: true })

/**
 * Role locators find only what is in the accessibility tree: not what is hidden (display: none, a closed
 * drawer) nor what is aria-hidden (a photo of the gallery other than the one shown).
 */
export const CONTROLS: Record<ControlKey, ControlSpec> = {
  // A card's heart (the first card's: the first not yet saved, since nothing is saved on a fresh phone).
  heart: { label: 'first card’s heart', target: saveButton, response: savedButton },
  // A car's own Save button on its page, the first heart of the page.
  save: { label: 'Save', target: saveButton, response: savedButton },
  // The language menu: on a phone it is in the menu the header's button opens (the sidebar, which has it on
  // wider screens, is not shown), so the tap that reaches it is the menu button's.
  language: {
    label: 'menu (language)',
    target: (page) => page.getByRole('button', { name: 'Apri il menu', exact: true }),
    response: menuDialog,
    close: closeDialog(menuDialog),
  },
  filters: { label: 'Filters', target: filtersButton, response: filtersDialog, close: closeDialog(filtersDialog) },
  // The gallery's next photo: the photo shown is no longer the first ("Foto 2 di 8" leaves aria-hidden).
  'next-photo': {
    label: 'next photo',
    target: (page) => page.getByRole('button', { name: 'Foto successiva', exact: true }),
    response: (page) => page.getByRole('group', { name: /^Foto (?!1 di )\d+ di \d+$/ }),
  },
  // The floor's one button (its src/routes/$lang/index.tsx).
  'floor-save': {
    label: 'Save demo car',
    target: (page) => page.getByRole('button', { name: 'Save demo car', exact: true }),
    response: (page) => page.getByRole('button', { name: 'Saved: demo car', exact: true }),
  },
}
