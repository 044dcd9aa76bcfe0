import { createFileRoute, redirect } from '@tanstack/react-router'

/** Old link kept alive: `/{lang}/noleggio` is now the rent listing. */
export const Route = createFileRoute('/$lang/noleggio')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/list/$category', params: { lang: params.lang, category: 'rent' }, replace: true })
  },
})
