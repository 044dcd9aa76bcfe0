import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { Button } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import type { Lead } from '@/features/leads/model/lead-schema'
import { translatorFor } from '@/lib/i18n'
import type { LeadCar } from '../model/lead-car'
import { replyLinks } from './reply'

/** A translator in the visitor's language, for the prepared replies (null until it has loaded). */
function useVisitorTranslator(lang: Lead['lang'] | undefined): I18n | null {
  const [translator, setTranslator] = useState<{ lang: string; i18n: I18n } | null>(null)
  useEffect(() => {
    if (!lang) return
    let stopped = false
    translatorFor(lang, 'admin', 'leads').then(
      (i18n) => {
        if (!stopped) setTranslator({ lang, i18n })
      },
      () => undefined,
    )
    return () => {
      stopped = true
    }
  }, [lang])
  return translator && translator.lang === lang ? translator.i18n : null
}

interface ReplyButtonsProps {
  lead: Lead
  /** The lead's car as the stock has it. */
  car: LeadCar | null
  /** The stock has been read (until then the messages wait). */
  ready: boolean
  /** A rental request booked: the messages confirm it. */
  booked?: boolean
}

export function ReplyButtons({ lead, car, ready, booked = false }: ReplyButtonsProps) {
  const translator = useVisitorTranslator(lead.lang)
  const { i18n } = useLingui()
  const links = replyLinks(lead, translator ?? i18n, car, booked)
  const waiting = Boolean(car) && !ready
  const phone = lead.phone
  return (
    <ResponsiveGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {links.tel && (
        <Button component="a" href={links.tel} size="md" h={52} leftSection={<IconPhone size={20} aria-hidden />}>
          <Trans>Call {phone}</Trans>
        </Button>
      )}
      {links.whatsapp && (
        <Button
          component="a"
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          h={52}
          loading={waiting}
          variant="light"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          <Trans>WhatsApp</Trans>
        </Button>
      )}
      {links.mailto && (
        <Button component="a" href={links.mailto} size="md" h={52} loading={waiting} variant="light" leftSection={<IconMail size={20} aria-hidden />}>
          <Trans>E-mail</Trans>
        </Button>
      )}
    </ResponsiveGrid>
  )
}
