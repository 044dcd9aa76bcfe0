import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { IconBuildingStore, IconCar, IconKey, IconMapPin, IconPhone, IconTool } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { Locale } from '@/lib/locale'

export interface NavItem {
  key: string
  label: MessageDescriptor
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  /** Path prefix, without the locale, that marks the entry as the current page. */
  match: string
}

/** The sidebar's entries, in order: services, used cars, rentals, about us, where we are, contacts. */
export function mainNavItems(lang: Locale) {
  return [
    { key: 'servizi', label: msg`Services`, icon: IconTool, match: '/servizi', link: linkOptions({ to: '/$lang/servizi', params: { lang } }) },
    {
      key: 'used',
      label: msg`Used cars`,
      icon: IconCar,
      match: '/list/used',
      link: linkOptions({ to: '/$lang/list/$category', params: { lang, category: 'used' } }),
    },
    {
      key: 'rent',
      label: msg`Rentals`,
      icon: IconKey,
      match: '/list/rent',
      link: linkOptions({ to: '/$lang/list/$category', params: { lang, category: 'rent' } }),
    },
    { key: 'chisiamo', label: msg`About us`, icon: IconBuildingStore, match: '/chisiamo', link: linkOptions({ to: '/$lang/chisiamo', params: { lang } }) },
    { key: 'dovesiamo', label: msg`Where we are`, icon: IconMapPin, match: '/dovesiamo', link: linkOptions({ to: '/$lang/dovesiamo', params: { lang } }) },
    { key: 'contatti', label: msg`Contacts`, icon: IconPhone, match: '/contatti', link: linkOptions({ to: '/$lang/contatti', params: { lang } }) },
  ] satisfies (NavItem & { link: unknown })[]
}

/** Whether a path (with its locale prefix) is the entry's page or below it. */
export function isActivePath(pathname: string, lang: Locale, match: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  const base = `/${lang}${match}`
  return path === base || path.startsWith(`${base}/`)
}
