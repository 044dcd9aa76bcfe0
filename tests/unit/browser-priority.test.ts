import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { browserFirst } from '../../scripts/browser-priority'

/** Linux as root: where the benchmark changes priorities at all. */
const canReprioritise = process.platform === 'linux' && process.getuid?.() === 0

/** A process that looks like the emulators' command, not a child of this one (as when started beforehand). */
function startLookalikeEmulators(): number {
  const shell = spawnSync('sh', ['-c', `"${process.execPath}" -e "setInterval(() => {}, 1000)" firebase emulators:start >/dev/null 2>&1 & echo $!`], { encoding: 'utf8' })
  return Number(shell.stdout.trim())
}

function setEveryThread(pid: number, priority: number) {
  for (const thread of readdirSync(`/proc/${pid}/task`)) setPriority(Number(thread), priority)
}

describe('the benchmark gives the browser the CPU first', () => {
  let lookalike = 0
  afterEach(() => {
    if (lookalike) process.kill(lookalike)
    lookalike = 0
    if (canReprioritise) setEveryThread(process.pid, 0)
  })

  it.skipIf(!canReprioritise)('lowers the emulators while it measures, and gives them back the priority they had', () => {
    lookalike = startLookalikeEmulators()
    setEveryThread(lookalike, 5)
    const priority = browserFirst()
    expect(priority).not.toBeNull()
    expect(getPriority(lookalike)).toBe(19)
    expect(getPriority(process.pid)).toBe(19)
    priority?.release()
    expect(getPriority(lookalike)).toBe(5)
  })

  it.skipIf(canReprioritise)('changes nothing where it could not raise a priority again', () => {
    expect(browserFirst()).toBeNull()
  })
})
