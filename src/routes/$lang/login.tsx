import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/LoginPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/login')({
  head: () => pageHead(msg`Sign in`, msg`Sign in to the reserved area of the dealership.`),
  component: LoginPage,
})
