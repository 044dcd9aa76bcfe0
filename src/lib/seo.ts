import type { MessageDescriptor } from '@lingui/core'
import { business } from '@/config/business'
import { i18n } from './i18n'

/** Title and description of a page, in the active locale. */
export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return {
    meta: [{ title: `${i18n._(title)} | ${business.name}` }, { name: 'description', content: i18n._(description) }],
  }
}
