import { useLingui } from '@lingui/react/macro'
import { Container, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { DEALER_TIME_ZONE } from '@/config/business'
import { useCurrentMinute } from '@/lib/clock'
import type { Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { useSiteSettings } from '../api/use-site-settings'
import { wallClock } from '../model/opening-status'
import { isNoticeCurrent } from '../model/site-settings'
import type { Notice } from '../model/site-settings-schema'
import classes from './SiteNotice.module.css'

/** Today on the dealer's clock (Europe/Rome), on the minute: the build's day in prerendered HTML and while it is taken over. */
export function useDealerToday(): string {
  return wallClock(useCurrentMinute({ beforeTakeover: 'build-time' }), DEALER_TIME_ZONE).date
}

/**
 * A notice as the pages show it, in one language: a named region, or (`preview`) a plain block, for the
 * editor's preview of both languages.
 */
export function NoticeBanner({ notice, lang, preview = false }: { notice: Pick<Notice, 'text' | 'tone'>; lang: Locale; preview?: boolean }) {
  const { t } = useLingui()
  const Icon = notice.tone === 'warning' ? IconAlertTriangle : IconInfoCircle
  const Element = preview ? 'div' : 'section'
  return (
    <Element
      aria-label={preview ? undefined : t`Notice from the dealership`}
      className={classes.notice}
      data-tone={notice.tone}
      data-testid={preview ? undefined : 'site-notice'}
      lang={lang}
    >
      <Container size="lg" className={classes.inner}>
        <Icon size={22} aria-hidden className={classes.icon} />
        <Text fw={600} className={classes.text}>
          {notice.text[lang]}
        </Text>
      </Container>
    </Element>
  )
}

/**
 * The dealer's notice ("Closed for holidays from 10 to 20 August", "Open weekend on 9 and 10 May") across the top
 * of every public page, in the page's language, from its first day to its last on the dealer's clock. A notice
 * current when the site was built is in the prerendered HTML, so it moves nothing when the app takes the page over.
 */
export function SiteNotice() {
  const lang = useLocale()
  const { notice } = useSiteSettings()
  const today = useDealerToday()
  if (!isNoticeCurrent(notice, today)) return null
  return <NoticeBanner notice={notice} lang={lang} />
}
