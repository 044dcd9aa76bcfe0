// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REQUIRED_ENV } from '../../scripts/hosting/deploy-config'

/**
 * The nightly rebuild (.github/workflows/rebuild.yml), read as text (the repository has no YAML parser): when it
 * runs, that it deploys with `npm run deploy` and the whole web configuration, and that the deploy guide (docs/deploy.md) says what to set.
 */

const root = process.cwd()
const workflow = readFileSync(resolve(root, '.github/workflows/rebuild.yml'), 'utf8')
const deployGuide = readFileSync(resolve(root, 'docs/deploy.md'), 'utf8')

/** The workflow's lines without comments. */
const lines = workflow
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, '').trimEnd())
  .filter((line) => line.trim() !== '')

describe('the rebuild workflow', () => {
  it('runs every night and on demand', () => {
    const on = lines.indexOf('on:')
    expect(on).toBeGreaterThanOrEqual(0)
    const triggers = lines.slice(
      on + 1,
      lines.findIndex((line, index) => index > on && /^\S/.test(line)),
    )
    expect(triggers).toContain('  workflow_dispatch:')
    expect(triggers).toContain('  schedule:')
    const cron = triggers.map((line) => /^\s+- cron: '([^']+)'$/.exec(line)?.[1]).find(Boolean)
    expect(cron).toBeDefined()
    // Minute and hour fixed, every day of every month, every weekday: once a day.
    const [minute, hour, ...rest] = cron!.split(' ')
    expect(Number(minute)).toBeGreaterThanOrEqual(0)
    expect(Number(minute)).toBeLessThan(60)
    expect(Number(hour)).toBeGreaterThanOrEqual(0)
    expect(Number(hour)).toBeLessThan(24)
    expect(rest).toEqual(['*', '*', '*'])
  })

  it('deploys with the project’s own deploy script, to the project of its variables, signed in with the service account', () => {
    expect(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts.deploy).toBe('tsx scripts/deploy.ts')
    expect(lines).toContain('        run: npm run deploy -- --project "$FIREBASE_PROJECT_ID"')
    expect(lines).toContain('      FIREBASE_PROJECT_ID: ${{ vars.FIREBASE_PROJECT_ID }}')
    expect(lines).toContain('          credentials_json: ${{ secrets.FIREBASE_SERVICE_ACCOUNT }}')
    // No deploy of a pull request's code, and nothing written back.
    expect(workflow).not.toMatch(/pull_request|push:/)
    expect(lines).toContain('  contents: read')
  })

  it('builds with the whole web configuration the deploy requires', () => {
    const env = new Map(
      lines.flatMap((line) => {
        const match = /^\s{6}(VITE_\w+): \$\{\{ vars\.(\w+) \}\}$/.exec(line)
        return match ? [[match[1]!, match[2]!] as const] : []
      }),
    )
    for (const name of REQUIRED_ENV) expect(env.has(name), name).toBe(true)
    expect(env.get('VITE_FIREBASE_PROJECT_ID')).toBe('FIREBASE_PROJECT_ID')
    expect(env.has('VITE_SITE_URL')).toBe(true)
    expect(env.has('VITE_USE_EMULATORS')).toBe(false)
  })

  it('names in the deploy guide every secret and variable it reads, and what it refreshes', () => {
    const names = new Set([...workflow.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g)].map((match) => match[1]!))
    expect(names.size).toBeGreaterThan(5)
    for (const name of names) expect(deployGuide, name).toContain(name)
    expect(deployGuide).toContain('.github/workflows/rebuild.yml')
    expect(deployGuide).toMatch(/sitemap/)
    expect(deployGuide).toMatch(/prerendered pages/)
  })
})
