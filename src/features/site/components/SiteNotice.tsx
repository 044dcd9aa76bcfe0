import { useLingui } from '@lingui/react/macro'
import { CloseButton, Container, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
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

/** The notice current on the dealer's clock, or null. */
function useCurrentNotice(): Notice | null {
  const { notice } = useSiteSettings()
  const today = useDealerToday()
  return isNoticeCurrent(notice, today) ? notice : null
}

/**
 * The notice as the page showed it when it opened, kept while the visitor stays on it; on each page the app
 * renders later in the visit, the current one. What the HTML had keeps its place, and news read after the first
 * paint (a notice set or changed after the build) never moves the page: LateNotice shows it.
 */
function useNoticeOfPage(current: Notice | null): Notice | null {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [page, setPage] = useState({ pathname, notice: current })
  if (page.pathname !== pathname) {
    setPage({ pathname, notice: current })
    return current
  }
  return page.notice
}

function sameNotice(a: Notice | null, b: Notice | null): boolean {
  return a === b || (a !== null && b !== null && a.tone === b.tone && a.text.it === b.text.it && a.text.en === b.text.en)
}

/**
 * The dealer's notice ("Closed for holidays from 10 to 20 August", "Open weekend on 9 and 10 May") across the top
 * of every public page, in the page's language, from its first day to its last on the dealer's clock. A notice
 * current when the site was built is in the prerendered HTML, so it moves nothing when the app takes the page over.
 */
export function SiteNotice() {
  const lang = useLocale()
  const notice = useNoticeOfPage(useCurrentNotice())
  return notice ? <NoticeBanner notice={notice} lang={lang} /> : null
}

/**
 * A notice the page learnt of after it opened (set or changed since the build, or the settings read late), as a
 * card over the top of the page, until the visitor closes it or goes to another page, where it is at the top. A
 * notice withdrawn meanwhile stays at the top of the page it was on until then.
 */
export function LateNotice() {
  const { t } = useLingui()
  const lang = useLocale()
  const current = useCurrentNotice()
  const onPage = useNoticeOfPage(current)
  const [closed, setClosed] = useState<Notice | null>(null)
  if (!current || sameNotice(current, onPage) || sameNotice(current, closed)) return null
  return (
    <div className={classes.lateLayer}>
      <div className={classes.late} data-testid="late-notice">
        <NoticeBanner notice={current} lang={lang} />
        <CloseButton className={classes.close} onClick={() => setClosed(current)} aria-label={t`Close the notice`} />
      </div>
    </div>
  )
}
