import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconPhone, IconShare } from '@tabler/icons-react'
import { useMemo } from 'react'
import { ShareStatusText } from '@/components/ShareStatusText'
import { business } from '@/config/business'
import { trackEvent } from '@/features/analytics/events'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { useHydratedAfterTakeover } from '@/lib/store-after-takeover'
import type { Locale } from '@/lib/locale'
import { useShareLink } from '@/lib/use-share-link'
import { vehicleName } from '../vehicle-labels'
import { currentOrigin, vehicleContactLinks, vehiclePageUrl, vehiclePriceLabel } from './contact-messages'
import type { Vehicle } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'

/** Shares the car's page (useShareLink), reported as a `share`. */
function useShare(vehicle: Vehicle, lang: Locale) {
  const { i18n } = useLingui()
  const { share: shareLink, status } = useShareLink()
  const share = () => {
    trackEvent({ name: 'contact_click', method: 'share', vehicleId: vehicle.id })
    void shareLink({ title: `${vehicleName(vehicle)} – ${vehiclePriceLabel(vehicle, lang, i18n)}`, url: vehiclePageUrl(lang, vehicle.id) })
  }
  return { share, status }
}

/**
 * Call, WhatsApp, e-mail (each a real link whose message names the car) and share. `panel` is the block in the
 * price column (tablets and desktops); `bar` is the bar that sticks to the bottom of a phone's screen.
 */
export function ContactActions({ vehicle, lang, variant }: { vehicle: Vehicle; lang: Locale; variant: 'panel' | 'bar' }) {
  const { t, i18n } = useLingui()
  // The page's own address once the app runs it; in prerendered HTML, and until the app has the page, the public site's.
  const origin = useHydratedAfterTakeover() ? currentOrigin() : business.siteUrl
  const settings = useSiteSettings()
  const links = useMemo(() => vehicleContactLinks(vehicle, { lang, i18n, origin }, settings), [vehicle, lang, i18n, origin, settings])
  const { share, status } = useShare(vehicle, lang)
  const track = (method: 'call' | 'whatsapp' | 'email') => () => trackEvent({ name: 'contact_click', method, vehicleId: vehicle.id })
  const { phone } = settings

  if (variant === 'bar') {
    return (
      <section className={classes.contactBar} aria-label={t`Contact us about this car`} data-testid="contact-bar">
        {status && <ShareStatusText status={status} className={classes.shareStatus} />}
        <div className={classes.contactBarButtons}>
          <Button component="a" href={links.tel} onClick={track('call')} className={classes.contactBarButton} leftSection={<IconPhone size={20} aria-hidden />}>
            <Trans>Call</Trans>
          </Button>
          <Button
            component="a"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={track('whatsapp')}
            variant="light"
            className={classes.contactBarButton}
            leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          >
            WhatsApp
          </Button>
          <Button
            component="a"
            href={links.mailto}
            onClick={track('email')}
            variant="light"
            className={classes.contactBarButton}
            leftSection={<IconMail size={20} aria-hidden />}
          >
            <Trans>E-mail</Trans>
          </Button>
          <Button variant="default" onClick={share} className={classes.contactBarButton} leftSection={<IconShare size={20} aria-hidden />}>
            <Trans>Share</Trans>
          </Button>
        </div>
      </section>
    )
  }

  return (
    <Stack gap="xs" data-testid="contact-panel">
      <Button component="a" href={links.tel} onClick={track('call')} size="md" fullWidth leftSection={<IconPhone size={20} aria-hidden />}>
        <Trans>Call {phone}</Trans>
      </Button>
      <Button
        component="a"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={track('whatsapp')}
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      >
        <Trans>Message on WhatsApp</Trans>
      </Button>
      <Button component="a" href={links.mailto} onClick={track('email')} size="md" fullWidth variant="light" leftSection={<IconMail size={20} aria-hidden />}>
        <Trans>Send an e-mail</Trans>
      </Button>
      <Button onClick={share} size="md" fullWidth variant="default" leftSection={<IconShare size={20} aria-hidden />}>
        <Trans>Share this car</Trans>
      </Button>
      <ShareStatusText status={status} />
    </Stack>
  )
}
