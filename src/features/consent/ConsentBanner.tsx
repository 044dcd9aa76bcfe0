import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Paper, Text } from '@mantine/core'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { AnchorLink } from '@/lib/links'
import { useReservedSpace } from '@/lib/reserved-space'
import { useLocale } from '@/lib/use-locale'
import { useMessages } from '@/lib/use-messages'
import classes from './Consent.module.css'
import type { AnalyticsConsent, ConsentRecord } from './consent-store'

export interface ConsentBannerProps {
  /** The choice already made, when the visitor reopened the banner to change it. */
  current: ConsentRecord | null
  /** Changes when the visitor asks for the banner: it then takes the focus. */
  focusRequest: number
  onChoose: (analytics: AnalyticsConsent) => void
}

/**
 * The cookie banner. Accept and Reject are the same size and style, one click each; closing it (the X, or
 * Escape inside it) continues without accepting, which the Italian Garante's guidelines treat as a refusal.
 * It sits at the bottom of the screen, in the shell's bottom stack, which keeps the page's end clear of it.
 */
export function ConsentBanner({ current, focusRequest, onChoose }: ConsentBannerProps) {
  useMessages('consent')
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)
  // The room at the page's end is the whole bottom stack's: the banner, and the prompt or notice above it.
  useReservedSpace(ref, '[data-bottom-stack]')

  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus()
  }, [focusRequest])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onChoose('denied')
    }
  }

  const date = current ? i18n.date(new Date(current.decidedAt), { dateStyle: 'long' }) : ''

  return (
    <Paper
      component="section"
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={classes.banner}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      data-consent-banner
      data-prerender-skip
      data-testid="consent-banner"
    >
      <div className={classes.header}>
        <Text id={titleId} fw={700}>
          {t`Cookies on this site`}
        </Text>
        <CloseButton size="lg" onClick={() => onChoose('denied')} aria-label={t`Close and continue without accepting`} />
      </div>
      <Text size="sm" mt={4}>
        <Trans>
          We use technical cookies, which the site needs to work. With your consent we would also use analytics cookies (Google Analytics for Firebase) to count
          visits and improve the site. Read more in the{' '}
          <AnchorLink to="/$lang/cookie" params={{ lang }}>
            cookie policy
          </AnchorLink>
          .
        </Trans>
      </Text>
      {current?.analytics === 'granted' && (
        <Text size="sm" mt="xs" data-testid="consent-current">
          <Trans>
            You accepted analytics cookies on {date}. If you reject them now, analytics stops from this moment; data already collected are not affected.
          </Trans>
        </Text>
      )}
      {current?.analytics === 'denied' && (
        <Text size="sm" mt="xs" data-testid="consent-current">
          <Trans>You rejected analytics cookies on {date}.</Trans>
        </Text>
      )}
      <div className={classes.actions}>
        <Button onClick={() => onChoose('denied')}>{t`Reject`}</Button>
        <Button onClick={() => onChoose('granted')}>{t`Accept`}</Button>
      </div>
    </Paper>
  )
}
