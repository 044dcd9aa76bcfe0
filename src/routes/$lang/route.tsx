import { createFileRoute, notFound } from '@tanstack/react-router'
import { isLocale } from '@/lib/locale'

export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw notFound()
    return { lang: params.lang }
  },
})
