import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ComparePage } from '@/features/vehicles/garage/ComparePage'
import { parseCompareSearch, type CompareSearch } from '@/features/vehicles/garage/compare-search'
import { loadComparison } from '@/features/vehicles/garage/comparison'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/confronta')({
  validateSearch: (search: Record<string, unknown>): CompareSearch => parseCompareSearch(search),
  // The cars compared, read as their pages read them: bad and unknown ids are left out, and the page says so.
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  loader: async ({ context, deps }) => (await Promise.all([loadComparison(deps.ids), loadMessages(context.lang, 'listing')]))[0],
  // What is compared is in the address: a page for the visitor and whoever they send it to, not for an index.
  head: ({ match }) =>
    pageHead(match.pathname, msg`Compare cars`, msg`Up to three cars side by side: photos, price and every specification.`, { noindex: true }),
  // The loader goes with the page's chunk: no first page carries the reading of a comparison.
  codeSplitGroupings: [['loader', 'component']],
  component: Compare,
})

function Compare() {
  const comparison = Route.useLoaderData()
  const { ids } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onChange = useCallback((search: CompareSearch) => void navigate({ search, replace: true }), [navigate])
  return <ComparePage comparison={comparison} hasIds={ids !== undefined} onChange={onChange} />
}
