import { MantineProvider, TextInput } from '@mantine/core'
import { act } from '@testing-library/react'
import { Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { theme } from '@/lib/theme'

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
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Field onCommit={() => {}} />)
  document.body.append(container)
  const idInHtml = container.querySelector('input')!.id
  expect(idInHtml).not.toBe('')
  const commits = vi.fn()
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => void hydrateRoot(container, <Field onCommit={commits} />))
  const input = container.querySelector('input')!
  expect(input.id).toBe(idInHtml)
  expect(container.querySelector('label')!.htmlFor).toBe(idInHtml)
  expect(commits).toHaveBeenCalledTimes(1)
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  container.remove()
})
