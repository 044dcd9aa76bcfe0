import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { autogroup, browserFirst, setProcessPriority } from '../../scripts/browser-priority'

/** Linux as root: where the benchmark changes priorities at all. */
const canReprioritise = process.platform === 'linux' && process.getuid?.() === 0

/** A process that looks like the emulators' command, not a child of this one (as when started beforehand). */
function startLookalikeEmulators(): number {
  const shell = spawnSync('sh', ['-c', `"${process.execPath}" -e "setInterval(() => {}, 1000)" firebase emulators:start >/dev/null 2>&1 & echo $!`], { encoding: 'utf8' })
  return Number(shell.stdout.trim())
}

/** The priority of the session `pid` is in (Linux's autogroup), as the scheduler shares the CPU between sessions. */
const sessionPriority = (pid: number) => autogroup(pid)?.priority

const hasAutogroups = canReprioritise && (() => {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1'
  } catch {
    return false
  }
})()

describe('the benchmark gives the browser the CPU first', () => {
  let lookalike = 0
  let browser: ChildProcess | undefined
  afterEach(() => {
    if (lookalike) process.kill(lookalike)
    lookalike = 0
    browser?.kill()
    browser = undefined
    if (canReprioritise) setProcessPriority(process.pid, 0)
  })

  it.skipIf(!canReprioritise)('lowers the emulators while it measures, and gives them back the priority they had', () => {
    lookalike = startLookalikeEmulators()
    setProcessPriority(lookalike, 5)
    const priority = browserFirst()
    expect(priority).not.toBeNull()
    expect(getPriority(lookalike)).toBe(19)
    expect(getPriority(process.pid)).toBe(19)
    priority?.release()
    expect(getPriority(lookalike)).toBe(5)
  })

  it.skipIf(!hasAutogroups)('puts a browser started in a session of its own (as Playwright starts it) ahead of every other session', async () => {
    const ownSession = sessionPriority(process.pid)
    const priority = browserFirst()
    // A browser: a child of this process in a session of its own.
    browser = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' })
    await new Promise((resolve) => browser!.once('spawn', resolve))
    expect(sessionPriority(browser.pid!)).toBe(0)
    priority?.browserLaunched()
    expect(sessionPriority(browser.pid!)).toBe(-20)
    expect(getPriority(browser.pid!)).toBe(0)
    // This process's session (a terminal's, maybe) is left as it was.
    expect(sessionPriority(process.pid)).toBe(ownSession)
    priority?.release()
  })

  it.skipIf(canReprioritise)('changes nothing where it could not raise a priority again', () => {
    expect(browserFirst()).toBeNull()
  })
})
