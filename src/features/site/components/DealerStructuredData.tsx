import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { siteOrigin } from '@/lib/seo'
import { autoDealerJsonLd, jsonLdScript } from '@/lib/structured-data'
import { useSiteSettings } from '../api/use-site-settings'
import { businessWithSettings } from '../model/site-settings'

/**
 * The dealer as schema.org's `AutoDealer` (JSON-LD), on every page for search engines: its contacts, address,
 * position, weekly hours and dated exceptions (`specialOpeningHoursSpecification`) from the site settings, so it
 * follows the settings as the page does (in prerendered HTML, those of the build). Not on pages for nobody's index.
 */
export function DealerStructuredData() {
  const settings = useSiteSettings()
  const indexed = useRouterState({
    select: (state) => !state.matches.some((match) => match.meta?.some((tag) => tag?.name === 'robots' && tag.content?.includes('noindex'))),
  })
  const script = useMemo(() => jsonLdScript(autoDealerJsonLd(businessWithSettings(settings), siteOrigin())), [settings])
  if (!indexed) return null
  return <script type={script.type} dangerouslySetInnerHTML={{ __html: script.children }} />
}
