import { Trans, useLingui } from '@lingui/react/macro'
import { CloseButton } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { dismissGarageNotice, type GarageNoticeKind, type GarageNoticeState } from './garage-notice'
import classes from './Garage.module.css'

/** Notices that only inform go after a while; those about something refused stay until closed. */
const PASSING: ReadonlySet<GarageNoticeKind> = new Set(['search-saved'])
const PASSING_MS = 8000

/**
 * What the garage's last action has to say (GarageNoticeKind), in the live region of GarageNoticePlace. A chunk of
 * its own, with its words in the listings' catalog (which the place loads): neither is part of a first page.
 */
export default function GarageNotice({ notice }: { notice: GarageNoticeState }) {
  const { t } = useLingui()
  const lang = useLocale()
  useEffect(() => {
    if (!PASSING.has(notice.kind)) return
    const timer = setTimeout(dismissGarageNotice, PASSING_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const savedLink = (
    <AnchorLink to="/$lang/preferiti" params={{ lang }} inherit fw={600} onClick={dismissGarageNotice}>
      <Trans>Favourites</Trans>
    </AnchorLink>
  )
  const text: Record<GarageNoticeKind, ReactNode> = {
    'storage-failed': (
      <Trans>
        This could not be kept on this device: the browser does not let the site store anything (a private window?) or its storage is full. Everything else
        works as usual.
      </Trans>
    ),
    'saved-full': <Trans>You have saved 100 cars: remove some in {savedLink} to save others.</Trans>,
    'compare-full': <Trans>You can compare up to 3 cars: take one out of the comparison to add another.</Trans>,
    'compare-other-category': <Trans>Used cars are compared with used cars, and rentals with rentals: empty the comparison to start another.</Trans>,
    'search-saved': <Trans>Search saved. You will find it in {savedLink}, with the cars that are new since your last look.</Trans>,
    'searches-full': <Trans>You have saved 20 searches: delete one in {savedLink} to save another.</Trans>,
  }
  const Icon = notice.kind === 'search-saved' ? IconCheck : notice.kind === 'storage-failed' ? IconAlertTriangle : IconInfoCircle

  return (
    <div className={classes.notice} key={notice.serial}>
      <Icon size={20} aria-hidden className={classes.noticeIcon} />
      <span className={classes.noticeText}>{text[notice.kind]}</span>
      <CloseButton size="md" aria-label={t`Close the notice`} onClick={dismissGarageNotice} />
    </div>
  )
}
