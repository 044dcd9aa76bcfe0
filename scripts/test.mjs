#!/usr/bin/env node
// `npm test`: every check a user of the repo needs green, stopping at the first failure. The typecheck, lint, the
// check for unused files, exports and dependencies and the format check (side by side), unit and component tests, then, inside
// the Firebase emulators, the rules and repository tests, the seed, a production build (its sitemap and
// prerendered pages read the seeded vehicles), and the end-to-end tests against the built site.
import { run, runCaptured, withEmulators } from './emulators.mjs'

const inside = process.argv.includes('--inside-emulators')

// The static checks read the code only: they run side by side (each one's output printed when it is done).
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unused files, exports and dependencies', 'npm', ['run', 'lint:unused']],
  ['format check', 'npm', ['run', 'format:check']],
]
const outer = [['unit and component tests', 'npx', ['vitest', 'run']]]
const emulated = [
  ['rules and repository tests (emulators)', 'npx', ['vitest', 'run', '--config', 'vitest.emulators.config.ts']],
  ['seed demo data', 'npm', ['run', 'seed']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
]

async function runSteps(steps) {
  let passed = 0
  for (const [name, cmd, args] of steps) {
    console.log(`\n▶ ${name}`)
    const code = await run(cmd, args)
    if (code !== 0) {
      console.error(`\n✖ ${name} failed (exit ${code})`)
      return { passed, failed: 1, code }
    }
    passed++
  }
  return { passed, failed: 0, code: 0 }
}

if (inside) {
  const result = await runSteps(emulated)
  process.exit(result.code)
}

async function runSideBySide(steps) {
  console.log(`\n▶ ${steps.map(([name]) => name).join(', ')} (side by side)`)
  const results = await Promise.all(
    steps.map(async ([name, cmd, args]) => {
      const { code, output } = await runCaptured(cmd, args)
      console.log(`\n▶ ${name}${output ? `\n${output.trimEnd()}` : ''}`)
      if (code !== 0) console.error(`\n✖ ${name} failed (exit ${code})`)
      return code
    }),
  )
  const failed = results.filter((code) => code !== 0).length
  return { passed: results.length - failed, failed }
}

const checked = await runSideBySide(checks)
const first = checked.failed ? { passed: 0, failed: 0 } : await runSteps(outer)
let failed = checked.failed + first.failed
let passed = checked.passed + first.passed
if (!failed) {
  console.log('\n▶ starting the Firebase emulators')
  const code = await withEmulators('node scripts/test.mjs --inside-emulators')
  if (code === 0) passed += emulated.length
  else failed = 1
}
console.log(`\nchecks: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
