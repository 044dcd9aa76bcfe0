import { createFileRoute, redirect } from '@tanstack/react-router'

/** Old link kept alive: `/{lang}/usato` is now the used listing. */
export const Route = createFileRoute('/$lang/usato')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/list/$category', params: { lang: params.lang, category: 'used' }, replace: true })
  },
})
