import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Group } from '@mantine/core'
import { IconAdjustments, IconCalendarEvent, IconCar, IconInbox } from '@tabler/icons-react'
import { linkOptions, useRouterState } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { ButtonLink } from '@/lib/links'
import type { Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { UnreadLeadsCount } from './UnreadLeadsCount'
import classes from './AdminSectionNav.module.css'

export interface AdminSection {
  key: string
  label: MessageDescriptor
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Path after `/{lang}/admin` that marks the section as current: '' for the vehicles (and their editor). */
  match: string
  /** Shown after the label (a count, say); it renders nothing when there is nothing to say. */
  Extra?: ComponentType
}

/** The reserved area's sections, in the order the navigation shows them. */
export function adminSections(lang: Locale) {
  return [
    { key: 'vehicles', label: msg`Vehicles`, icon: IconCar, match: '', link: linkOptions({ to: '/$lang/admin', params: { lang } }) },
    {
      key: 'leads',
      label: msg`Requests`,
      icon: IconInbox,
      match: '/leads',
      link: linkOptions({ to: '/$lang/admin/leads', params: { lang } }),
      Extra: UnreadLeadsCount,
    },
    {
      key: 'calendar',
      label: msg`Rental calendar`,
      icon: IconCalendarEvent,
      match: '/calendar',
      link: linkOptions({ to: '/$lang/admin/calendar', params: { lang } }),
    },
    {
      key: 'settings',
      label: msg`Site settings`,
      icon: IconAdjustments,
      match: '/settings',
      link: linkOptions({ to: '/$lang/admin/settings', params: { lang } }),
    },
  ] satisfies (AdminSection & { link: unknown })[]
}

/** Whether `pathname` (with its locale) is in the section: a section's own path and below; the vehicles are what no other section claims. */
export function isCurrentSection(pathname: string, lang: Locale, match: string, others: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '')
  const base = `/${lang}/admin`
  const under = (segment: string) => path === `${base}${segment}` || path.startsWith(`${base}${segment}/`)
  if (match) return under(match)
  return under('') && !others.some((other) => other && under(other))
}

/** The reserved area's own navigation, at the top of each of its pages: one link per section, the current one marked. */
export function AdminSectionNav() {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const sections = adminSections(lang)
  const matches = sections.map((section) => section.match)
  return (
    <nav aria-label={t`Reserved area sections`} className={classes.nav}>
      <Group gap="xs" wrap="wrap">
        {sections.map(({ key, label, icon: Icon, match, link, ...rest }) => {
          const current = isCurrentSection(pathname, lang, match, matches)
          const Extra = (rest as Partial<Pick<AdminSection, 'Extra'>>).Extra
          return (
            <ButtonLink
              key={key}
              {...link}
              variant={current ? 'filled' : 'default'}
              size="md"
              leftSection={<Icon size={20} aria-hidden />}
              rightSection={Extra ? <Extra /> : undefined}
              aria-current={current ? 'page' : undefined}
            >
              {i18n._(label)}
            </ButtonLink>
          )
        })}
      </Group>
    </nav>
  )
}
