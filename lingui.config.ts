import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const notCompiled = ['**/node_modules/**', '**/*.test.*']

/**
 * The catalogs besides the common one, each a set of folders: a file belongs to a catalog by where it lives,
 * so a new file goes with its folder's strings. Each is loaded by the routes that show it (`loadMessages`
 * in `src/lib/i18n.ts`).
 */
const areas = {
  /** The static pages' long texts (legal, services, about...): never on the home page or a listing. */
  pages: ['<rootDir>/src/features/pages/content/**'],
  /**
   * A vehicle's page, loaded by its route with the vehicle. What shows while the page cannot (its skeleton and
   * error view, `vehicles/detail-fallback`) is in the common catalog.
   */
  vehicle: ['<rootDir>/src/features/vehicles/detail/**', '<rootDir>/src/features/seo/vehicle-head.ts'],
  /**
   * The listings' own parts (the filters, the sort, the result count, "save this search"), the pages of the
   * visitor's favourites and of the comparison (`vehicles/garage`), and the garage's notices and compare tray,
   * which load it themselves when they first show (`useMessageArea`): not on the home page's first load.
   */
  listing: [
    '<rootDir>/src/features/vehicles/listing/ListingPage.tsx',
    '<rootDir>/src/features/vehicles/listing/ListingResults.tsx',
    '<rootDir>/src/features/vehicles/listing/FilterPanel.tsx',
    '<rootDir>/src/features/vehicles/listing/FiltersDrawer.tsx',
    '<rootDir>/src/features/vehicles/listing/SaveSearchButton.tsx',
    '<rootDir>/src/features/vehicles/garage/**',
    '<rootDir>/src/features/garage/GarageNotice.tsx',
    '<rootDir>/src/features/garage/CompareTray.tsx',
  ],
  /**
   * The visitors' requests: their forms (loaded when a visitor opens one, or the footer's as it comes near), with
   * the contact fields' checks and the privacy consent they share, the trade-in photos' refusals, and the notice of
   * a request waiting on the device; the reserved area's inbox loads it too, for the leads' labels.
   */
  leads: ['<rootDir>/src/features/leads/**', '<rootDir>/src/features/contact/**', '<rootDir>/src/lib/photos/**'],
  /** The reserved area and its sign-in page (with the photos' refusals, as the requests). */
  admin: ['<rootDir>/src/features/admin/**', '<rootDir>/src/features/auth/login/**', '<rootDir>/src/lib/photos/**'],
  /** The home page's lower blocks (reasons to choose the dealer, visit us), loaded with them once the app has the page. */
  home: ['<rootDir>/src/features/pages/HomeMore.island.tsx'],
  /** The footer, an island of every public page: loaded with its code, never before the app has the page. */
  footer: ['<rootDir>/src/features/shell/Footer.island.tsx'],
  /** The cookie banner, loaded with it on a first visit (or when the visitor asks to change the choice). */
  consent: ['<rootDir>/src/features/consent/ConsentBanner.tsx'],
}

/**
 * Nine catalogs per locale, so a visitor's first page carries only the strings every page needs
 * (`messages`, everything outside the areas above, always loaded); a string used in more than one area is in
 * each of their catalogs.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...notCompiled, ...Object.values(areas).flat()] },
    ...Object.entries(areas).map(([name, include]) => ({ path: `<rootDir>/locales/{locale}/${name}`, include, exclude: notCompiled })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
