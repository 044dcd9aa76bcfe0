import { afterEach, expect, it, vi } from 'vitest'
import { INTL_WARMUP_GLOBAL, INTL_WARMUP_WAIT_MS, prepareFormatters } from '@/lib/intl'
import { inNextTask, nextTask } from '@/lib/next-task'

const global = window as unknown as Record<string, unknown>

afterEach(() => {
  delete global[INTL_WARMUP_GLOBAL]
  vi.useRealTimers()
})

it('makes the formatters in order, each in a task of its own, none before the caller is done, and says when all are made', async () => {
  const calls: string[] = []
  const made = prepareFormatters([() => calls.push('prices'), () => calls.push('clock')])
  inNextTask(() => calls.push('a task queued meanwhile'))
  expect(calls).toEqual([])
  for (let i = 0; i < 3; i++) await nextTask()
  expect(calls).toEqual(['prices', 'a task queued meanwhile', 'clock'])
  let done = false
  void made.then(() => (done = true))
  await Promise.resolve()
  expect(done).toBe(true)
})

it('waits for the page’s warm-up worker to have loaded the locale data, then makes them', async () => {
  let warmedUp = () => {}
  global[INTL_WARMUP_GLOBAL] = new Promise<void>((resolve) => (warmedUp = resolve))
  const calls: string[] = []
  const made = prepareFormatters([() => calls.push('prices'), () => calls.push('clock')])
  for (let i = 0; i < 5; i++) await nextTask()
  expect(calls).toEqual([])

  warmedUp()
  await made
  expect(calls).toEqual(['prices', 'clock'])
})

it('makes them all the same when the worker has not ended in time', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  global[INTL_WARMUP_GLOBAL] = new Promise<void>(() => {})
  const calls: string[] = []
  prepareFormatters([() => calls.push('prices')])
  await vi.advanceTimersByTimeAsync(INTL_WARMUP_WAIT_MS - 1)
  await nextTask()
  expect(calls).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  await nextTask()
  await nextTask()
  expect(calls).toEqual(['prices'])
})

it('goes on past a formatter the browser cannot make, and still says when it is done', async () => {
  const calls: string[] = []
  await prepareFormatters([
    () => {
      throw new RangeError('Invalid time zone specified: Europe/Rome')
    },
    () => calls.push('prices'),
  ])
  expect(calls).toEqual(['prices'])
})
