import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const notCompiled = ['**/node_modules/**', '**/*.test.*']

/**
 * The static pages' long texts (legal, services, about...): loaded by their routes
 * (`loadMessages(lang, 'pages')` in `src/routes/$lang/…`), never on the home page or a listing.
 */
const staticPages = ['About', 'Contacts', 'Cookie', 'Privacy', 'Services', 'Terms', 'WhereWeAre'].map(
  (name) => `<rootDir>/src/features/pages/${name}Page.tsx`,
)
/** A vehicle's page: loaded by its route with the vehicle (`src/routes/$lang/detail/$id.tsx`). Its skeleton and error view are not here: they show when the page cannot load. */
const vehiclePage = [
  ...['ContactActions', 'EquipmentList', 'FullscreenGallery', 'LiveCounter', 'PaymentCalculator', 'PhotoGallery', 'RentalRates', 'RentalRequestForm', 'SimilarVehicles', 'SpecTable', 'VehicleDescription', 'VehicleHeader', 'VehiclePage'].map(
    (name) => `<rootDir>/src/features/vehicles/detail/${name}.tsx`,
  ),
  '<rootDir>/src/features/vehicles/detail/rental-dates.ts',
  '<rootDir>/src/features/vehicles/contact-messages.ts',
  '<rootDir>/src/features/seo/vehicle-head.ts',
]
/** The reserved area's strings and its sign-in page: loaded by the admin and login routes. */
const reservedArea = ['<rootDir>/src/features/admin/**', '<rootDir>/src/features/auth/LoginPage.tsx']

/**
 * Four catalogs per locale, so a visitor's first page carries only the strings every page needs
 * (`messages`); a string used in more than one area is in each of their catalogs. A file in no list is in
 * `messages`, which is always loaded.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...notCompiled, ...staticPages, ...vehiclePage, ...reservedArea] },
    { path: '<rootDir>/locales/{locale}/pages', include: staticPages, exclude: notCompiled },
    { path: '<rootDir>/locales/{locale}/vehicle', include: vehiclePage, exclude: notCompiled },
    { path: '<rootDir>/locales/{locale}/admin', include: reservedArea, exclude: notCompiled },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
