import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { LeadEmailStatus, LeadEmailStatusLine } from './LeadEmailStatus'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe("a request's e-mail state", () => {
  it('on the page of a request just arrived, says the server has yet to handle it, in the line the state will take', async () => {
    await renderWithProviders(<LeadEmailStatusLine notified={undefined} createdAt={minutesAgo(0)} />)
    expect(screen.getByTestId('lead-email-status')).toHaveTextContent("E-mail: il server non l'ha ancora gestita")
    expect(screen.getByTestId('lead-email-status')).toHaveAttribute('data-state', 'waiting')
  })

  it('shows a failure the server will retry with its last error, in full for a screen reader', async () => {
    const error = 'ESOCKET connect ECONNREFUSED 127.0.0.1:2525 '.repeat(4).trim()
    await renderWithProviders(
      <LeadEmailStatusLine notified={{ email: 'failed', at: minutesAgo(1), retry: true, error, attempts: 1 }} createdAt={minutesAgo(2)} />,
      { locale: 'en' },
    )
    expect(screen.getByTestId('lead-email-status')).toHaveTextContent(/^E-mail failed .+, trying again$/)
    expect(screen.getByText(`Last error: ${error}`)).toHaveAttribute('title', error)
  })

  it('shows nothing for a request from before the e-mails, on its page and in the inbox', async () => {
    const { container } = await renderWithProviders(
      <>
        <LeadEmailStatusLine notified={undefined} createdAt={minutesAgo(2 * 24 * 60)} />
        <LeadEmailStatus notified={undefined} />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it("in the inbox, says an e-mail was sent, and when on the dealer's clock", async () => {
    await renderWithProviders(<LeadEmailStatus notified={{ email: 'sent', at: new Date(Date.UTC(2026, 11, 3, 8, 30)) }} />, { locale: 'en' })
    expect(screen.getByTestId('lead-email-status')).toHaveTextContent(/^E-mail sent 3 Dec 2026, 09:30$/)
  })
})
