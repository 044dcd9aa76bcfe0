import { MantineProvider, TextInput } from '@mantine/core'
import { Profiler } from 'react'
import { expect, it, vi } from 'vitest'
import { theme } from '@/lib/theme'
import { prerenderedPage } from '../test-utils/prerendered'

function Field({ onCommit }: { onCommit: () => void }) {
  return (
    <MantineProvider theme={theme}>
      <Profiler id="field" onRender={onCommit}>
        <TextInput label="Marca" />
      </Profiler>
    </MantineProvider>
  )
}

it("Mantine's inputs keep the id of the HTML they hydrate, with no second render after the hydration", async () => {
  const page = prerenderedPage(<Field onCommit={() => {}} />)
  const idInHtml = page.container.querySelector('input')!.id
  expect(idInHtml).not.toBe('')
  const commits = vi.fn()
  await page.hydrate(<Field onCommit={commits} />)
  const input = page.container.querySelector('input')!
  expect(input.id).toBe(idInHtml)
  expect(page.container.querySelector('label')!.htmlFor).toBe(idInHtml)
  expect(commits).toHaveBeenCalledTimes(1)
  expect([...page.mismatches, ...page.consoleErrors]).toEqual([])
})
