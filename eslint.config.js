import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Which feature may import which (besides shared code: src/lib, src/components, src/config). Imports flow one
 * way: shared code, then features, then routes; a public feature never imports the reserved area. The table
 * has no loop (checked below), and tests/unit/architecture.test.ts holds the whole graph of folders.
 */
const FEATURE_IMPORTS = {
  admin: ['bookings', 'contact', 'leads', 'site', 'vehicles'],
  analytics: ['consent'],
  auth: ['errors'],
  // A rental car's bookings and busy days: the reserved area confirms and blocks, the public pages read the days.
  // A booking's phone and e-mail are checked as the contact forms check them.
  bookings: ['contact', 'leads', 'site'],
  consent: [],
  contact: ['analytics', 'site'],
  errors: [],
  // What the visitor keeps on the device (saved cars and searches, the comparison, recently viewed) and the small
  // controls other features show; its pages, which show vehicles, are the vehicles' (vehicles/garage).
  garage: ['analytics'],
  leads: ['analytics', 'contact', 'site'],
  pages: ['consent', 'garage', 'leads', 'site', 'vehicles'],
  pwa: [],
  seo: ['vehicles'],
  shell: ['analytics', 'auth', 'consent', 'contact', 'garage', 'leads', 'pwa', 'site'],
  site: [],
  vehicles: ['analytics', 'bookings', 'contact', 'errors', 'garage', 'leads', 'site'],
}

/**
 * What a feature may use of another, where not all of it: the reserved area uses the vehicles' model, data access,
 * labels and card, not their pages, and the site settings' model, data access and the public pieces its editor
 * previews.
 */
const FEATURE_PARTS = {
  admin: { vehicles: ['model/', 'api/', 'components/', 'vehicle-labels', 'format', 'categories'], leads: ['model/'], site: ['model/', 'api/', 'components/'] },
}

function assertNoLoop(table) {
  const visiting = new Set()
  const done = new Set()
  const visit = (feature, path) => {
    if (done.has(feature)) return
    if (visiting.has(feature)) throw new Error(`FEATURE_IMPORTS has a loop: ${[...path, feature].join(' → ')}`)
    visiting.add(feature)
    for (const next of table[feature] ?? []) visit(next, [...path, feature])
    visiting.delete(feature)
    done.add(feature)
  }
  for (const feature of Object.keys(table)) visit(feature, [])
}
assertNoLoop(FEATURE_IMPORTS)

const sdkOnlyInFirebase = { regex: '^@?firebase(/.*)?$', message: 'Only src/lib/firebase talks to the Firebase SDK: import from there.' }
const noFeaturesOrRoutes = { group: ['@/features/*', '@/routes/*'], message: 'Shared code must not import features or routes.' }

/** The import rules of one feature's files at one depth below its folder (1: its own files, 2: a sub-folder's…). */
function featureBoundaries(feature, depth) {
  const allowed = [feature, ...FEATURE_IMPORTS[feature]]
  const patterns = [
    sdkOnlyInFirebase,
    { group: ['@/routes/*'], message: 'Features must not import routes.' },
    {
      regex: `^@/features/(?!(?:${allowed.join('|')})/)`,
      message: `The ${feature} feature may import only ${FEATURE_IMPORTS[feature].join(', ') || 'shared code'} (FEATURE_IMPORTS in eslint.config.js).`,
    },
    {
      regex: `^(?:\\.\\./){${depth}}(?!\\.\\./)`,
      message: 'Import another feature through @/features/…, never by a relative path out of this one.',
    },
  ]
  for (const [other, parts] of Object.entries(FEATURE_PARTS[feature] ?? {})) {
    patterns.push({
      regex: `^@/features/${other}/(?!(?:${parts.map((part) => part.replace('/', '\\/')).join('|')}))`,
      message: `The ${feature} feature may use only ${parts.join(', ')} of ${other} (FEATURE_PARTS in eslint.config.js).`,
    })
  }
  return {
    files: [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'src/routeTree.gen.ts',
      'locales/**/*.js',
      'locales/**/*.ts',
      'bench-results',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [sdkOnlyInFirebase] }],
    },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeaturesOrRoutes, sdkOnlyInFirebase] }] },
  },
  {
    files: ['src/lib/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeaturesOrRoutes] }] },
  },
  ...Object.keys(FEATURE_IMPORTS).flatMap((feature) => [1, 2, 3].map((depth) => featureBoundaries(feature, depth))),
  {
    files: ['scripts/**', 'tests/**', 'functions/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
