import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const LANGS = ['it', 'en'] as const
export type Lang = (typeof LANGS)[number]

/**
 * Pages open as on a second visit in the same tab, without the splash (it has its own test), so that
 * nothing covers the page the test acts on. Set `splash: true` to see it.
 */
export const test = base.extend<{ splash: boolean }>({
  splash: [false, { option: true }],
  page: async ({ page, splash }, use) => {
    if (!splash) {
      await page.addInitScript(() => {
        try {
          sessionStorage.setItem('autosalone-splash-seen', '1')
        } catch {
          // storage blocked: the splash shows, and goes after 1.7 s
        }
      })
    }
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }

/** Runs axe on the page as it is (WCAG 2.1 A and AA) and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe violations').toEqual([])
}

/** The project (viewport) a test runs in. */
export function viewportKind(projectName: string): 'phone' | 'tablet' | 'desktop' {
  return projectName === 'phone' || projectName === 'tablet' ? projectName : 'desktop'
}
