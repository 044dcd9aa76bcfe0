/**
 * The benchmark's browser stands for a phone, which has its CPU to itself. Here the same cores also run the
 * site's server, the Firebase emulators and Lighthouse, which compete with the page for the CPU while it loads
 * and stretch its tasks (Lighthouse's simulation counts a task's wall time, times the slowdown). So, while it
 * measures, the benchmark runs everything but the browser at the lowest scheduling priority: its own process
 * (Lighthouse, the Storage emulator's https front) and the emulators' processes; each browser it launches goes
 * back to the normal priority, and Chromium then sets its threads' priorities as it does on any machine. So does
 * any process the benchmark starts after it lowered its own (the site's server: a phone's CDN answers at once).
 *
 * A thread's priority counts only against the threads of its own session: Linux first shares the CPU equally
 * between sessions (its autogroups, on by default), and Playwright starts each browser in a session of its
 * own, as a shell starts a background job. So the browser's session gets the highest priority (it ends with
 * the browser); the others' are left as they are, since a terminal's shell may share them. The threads'
 * priorities above order the processes that share a session.
 *
 * That takes the right to raise a priority again (Linux, as root): elsewhere everything runs at the same
 * priority, as before, and the figures vary more from run to run.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { constants, getPriority, setPriority } from 'node:os'

const LOWEST = constants.priority.PRIORITY_LOW
const NORMAL = constants.priority.PRIORITY_NORMAL
const HIGHEST = constants.priority.PRIORITY_HIGHEST

/** Each process's parent and command line (Linux's /proc). */
function processes(): Map<number, { parent: number; command: string }> {
  const found = new Map<number, { parent: number; command: string }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (comm) state ppid ...": the name may hold spaces and parentheses; the last ')' ends it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      found.set(Number(entry), { parent, command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ') })
    } catch {
      // Gone meanwhile.
    }
  }
  return found
}

function ancestors(pid: number, all: ReturnType<typeof processes>): Set<number> {
  const found = new Set<number>()
  for (let up = all.get(pid)?.parent; up !== undefined && up > 1 && !found.has(up); up = all.get(up)?.parent) found.add(up)
  return found
}

function descendants(root: number, all: ReturnType<typeof processes>): number[] {
  return [...all.keys()].filter((pid) => ancestors(pid, all).has(root))
}

/**
 * Sets the priority of every thread of `pid` (Linux's priorities are per thread); `before`, when given, keeps
 * each thread's previous priority (the first one seen).
 */
export function setProcessPriority(pid: number, priority: number, before?: Map<number, number>): void {
  let threads: string[]
  try {
    threads = readdirSync(`/proc/${pid}/task`)
  } catch {
    return
  }
  for (const thread of threads) {
    try {
      const id = Number(thread)
      if (before && !before.has(id)) before.set(id, getPriority(id))
      setPriority(id, priority)
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

/** Linux's file for the session's group: "/autogroup-12 nice 0"; writing a priority sets the group's. */
const autogroupFile = (pid: number) => `/proc/${pid}/autogroup`

/** The session group `pid` is in (Linux's autogroup) and the group's priority; null without one. */
export function autogroup(pid: number): { group: string; priority: number } | null {
  try {
    const match = /^(\S+) nice (-?\d+)/.exec(readFileSync(autogroupFile(pid), 'utf8'))
    return match ? { group: match[1]!, priority: Number(match[2]) } : null
  } catch {
    // Gone meanwhile, or a kernel without autogroups.
    return null
  }
}

function setAutogroupPriority(pid: number, priority: number): void {
  try {
    writeFileSync(autogroupFile(pid), String(priority))
  } catch {
    // Gone meanwhile, or a kernel without autogroups.
  }
}

export interface BrowserFirst {
  /**
   * Puts the browser this process has just launched (all its processes) back to the normal priority, and its
   * session, when it has one of its own, first.
   */
  browserLaunched(): void
  /** The emulators' threads back to the priorities they had. */
  release(): void
}

/**
 * Lowers this process and the Firebase emulators' processes (the `firebase emulators:…` command and what it
 * started, this process's own line of parents and children excepted) to the lowest priority. Null where it
 * could not raise them again (not Linux, not root): nothing changed.
 */
export function browserFirst(): BrowserFirst | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null
  const all = processes()
  const own = new Set([process.pid, ...ancestors(process.pid, all), ...descendants(process.pid, all)])
  const emulators = new Set<number>()
  for (const [pid, { command }] of all) {
    if (!/\bfirebase\b.*\bemulators:(?:start|exec)\b/.test(command)) continue
    for (const member of [pid, ...descendants(pid, all)]) if (!own.has(member)) emulators.add(member)
  }
  setProcessPriority(process.pid, LOWEST)
  const emulatorsBefore = new Map<number, number>()
  for (const pid of emulators) setProcessPriority(pid, LOWEST, emulatorsBefore)
  // The sessions of this process and of what it started so far (the emulators, when it started them): not the
  // browsers' it launches next.
  const groupsBefore = new Set([process.pid, ...descendants(process.pid, all)].map((pid) => autogroup(pid)?.group))
  // The browsers' sessions raised so far: each written once, though each of its processes is in it.
  const raised = new Set<string>()
  return {
    browserLaunched() {
      for (const pid of descendants(process.pid, processes())) {
        setProcessPriority(pid, NORMAL)
        // The browser's own session; not this process's, when it shares it.
        const found = autogroup(pid)
        if (!found || groupsBefore.has(found.group) || raised.has(found.group)) continue
        setAutogroupPriority(pid, HIGHEST)
        raised.add(found.group)
      }
    },
    release() {
      for (const [thread, priority] of emulatorsBefore) {
        try {
          setPriority(thread, priority)
        } catch {
          // A thread that ended meanwhile.
        }
      }
    },
  }
}
