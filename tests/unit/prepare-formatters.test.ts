import { expect, it } from 'vitest'
import { prepareFormatters } from '@/lib/intl'
import { inNextTask, nextTask } from '@/lib/next-task'

it('makes the formatters in order, each in a task of its own, none before the caller is done', async () => {
  const calls: string[] = []
  prepareFormatters([() => calls.push('prices'), () => calls.push('clock')])
  inNextTask(() => calls.push('a task queued meanwhile'))
  expect(calls).toEqual([])
  for (let i = 0; i < 3; i++) await nextTask()
  expect(calls).toEqual(['prices', 'a task queued meanwhile', 'clock'])
})
