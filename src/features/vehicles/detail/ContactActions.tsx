import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconPhone, IconShare } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { business } from '@/config/business'
import { trackEvent } from '@/features/analytics/events'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { useHydrated } from '@/lib/hydration'
import type { Locale } from '@/lib/locale'
import { currentOrigin, vehicleContactLinks, vehicleName, vehiclePageUrl, vehiclePriceLabel } from './contact-messages'
import type { Vehicle } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'

type ShareStatus = { kind: 'copied' } | { kind: 'manual'; url: string } | null

/** Web Share where the device has it, else the link copied to the clipboard (else shown to copy by hand). */
function useShare(vehicle: Vehicle, lang: Locale) {
  const { i18n } = useLingui()
  const [status, setStatus] = useState<ShareStatus>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const share = async () => {
    const url = vehiclePageUrl(lang, vehicle.id)
    const title = `${vehicleName(vehicle)} – ${vehiclePriceLabel(vehicle, lang, i18n)}`
    trackEvent({ name: 'contact_click', method: 'share', vehicleId: vehicle.id })
    clearTimeout(timer.current)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setStatus({ kind: 'copied' })
      timer.current = setTimeout(() => setStatus(null), 4000)
    } catch {
      setStatus({ kind: 'manual', url })
    }
  }

  return { share, status }
}

function ShareStatusText({ status, className }: { status: ShareStatus; className?: string }) {
  const url = status?.kind === 'manual' ? status.url : ''
  return (
    <Text role="status" className={className} fz="sm" c={status?.kind === 'copied' ? 'green.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {status?.kind === 'copied' && <Trans>Link copied</Trans>}
      {status?.kind === 'manual' && <Trans>Copy this link: {url}</Trans>}
    </Text>
  )
}

/**
 * Call, WhatsApp, e-mail (each a real link whose message names the car) and share. `panel` is the block in the
 * price column (tablets and desktops); `bar` is the bar that sticks to the bottom of a phone's screen.
 */
export function ContactActions({ vehicle, lang, variant }: { vehicle: Vehicle; lang: Locale; variant: 'panel' | 'bar' }) {
  const { t, i18n } = useLingui()
  // The page's own address once the app runs it; in prerendered HTML, the public site's.
  const origin = useHydrated() ? currentOrigin() : business.siteUrl
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
