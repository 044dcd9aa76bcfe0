import { describe, expect, it } from 'vitest'
import { threadAtCpuTime, type TraceEvent } from '../../scripts/cpu-time-metrics'

const MAIN = { pid: 10, tid: 11 }
/** With a detail of its own, which the function copies as it is. */
type Event = TraceEvent & { args?: unknown }
const event = (name: string, fields: Partial<Event>): Event => ({ name, ph: 'X', ...MAIN, ts: 0, ...fields })

describe("the benchmark's TBT at CPU time", () => {
  // A task of 100 ms of wall time that ran for 25 ms: a function call inside it, an instant event, a nested
  // call; a task that ran all the time it took; an event between tasks; another thread's task.
  const events: Event[] = [
    event('RunTask', { ts: 1_000_000, dur: 100_000, tdur: 25_000 }),
    event('FunctionCall', { ts: 1_040_000, dur: 40_000, tdur: 12_000, args: { data: { url: 'https://example.test/app.js' } } }),
    event('ResourceSendRequest', { ph: 'I', ts: 1_060_000 }),
    event('v8.compile', { ts: 1_050_000, dur: 4_000, tdur: 4_000 }),
    event('RunTask', { ts: 1_200_000, dur: 20_000, tdur: 20_000 }),
    event('firstContentfulPaint', { ph: 'R', ts: 1_150_000 }),
    event('RunTask', { ...MAIN, tid: 12, ts: 1_010_000, dur: 80_000, tdur: 5_000 }),
  ]
  const result = threadAtCpuTime(events, MAIN)
  const byName = (name: string, tid = MAIN.tid) => result.find((e) => e.name === name && e.tid === tid)!

  it('shortens each of the thread’s top-level tasks to the CPU time it took, where it starts', () => {
    expect(result[0]).toMatchObject({ name: 'RunTask', ts: 1_000_000, dur: 25_000, tdur: 25_000 })
  })

  it('draws the events inside a task in proportion, each within the task, with its own details', () => {
    expect(byName('FunctionCall')).toMatchObject({ ts: 1_010_000, dur: 10_000, tdur: 10_000, args: { data: { url: 'https://example.test/app.js' } } })
    expect(byName('ResourceSendRequest')).toMatchObject({ ph: 'I', ts: 1_015_000 })
    const compile = byName('v8.compile')
    expect(compile.ts).toBe(1_012_500)
    expect(compile.dur).toBe(1_000)
    expect(compile.tdur).toBe(1_000)
    for (const inner of [byName('FunctionCall'), compile]) expect(inner.ts + inner.dur!).toBeLessThanOrEqual(1_025_000)
  })

  it('leaves a task that ran all along, the events between tasks and the other threads as they were', () => {
    expect(result[4]).toBe(events[4])
    expect(byName('firstContentfulPaint')).toBe(events[5])
    expect(byName('RunTask', 12)).toBe(events[6])
    expect(result).toHaveLength(events.length)
  })

  it('keeps a task whose CPU time the trace does not give', () => {
    const untimed = [event('RunTask', { ts: 0, dur: 90_000 }), event('FunctionCall', { ts: 10_000, dur: 50_000 })]
    expect(threadAtCpuTime(untimed, MAIN)).toEqual(untimed)
  })
})
