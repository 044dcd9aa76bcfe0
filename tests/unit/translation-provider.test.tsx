import { useLingui } from '@lingui/react/macro'
import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activateLocale, loadMessages } from '@/lib/i18n'
import { AppProviders } from '@/lib/providers'

let renders = 0

function Greeting() {
  const { t } = useLingui()
  renders++
  return <p>{t`Skip to content`}</p>
}

it('renders the page again when the language changes, not when a catalog of another area comes in', async () => {
  await activateLocale('it')
  render(
    <AppProviders>
      <Greeting />
    </AppProviders>,
  )
  expect(screen.getByText('Vai al contenuto')).toBeInTheDocument()
  const before = renders

  // A part of the page that loads its own strings (a form, an island) changes nothing already on the page.
  await act(() => loadMessages('it', 'home', 'leads'))
  expect(renders).toBe(before)

  await act(() => activateLocale('en'))
  expect(screen.getByText('Skip to content')).toBeInTheDocument()
  expect(renders).toBeGreaterThan(before)
})
