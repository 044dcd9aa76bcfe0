import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'

/** "Sign in", to the sign-in page and back to this page once signed in: where a refusal says the sign-in is gone. */
export function SignInLink() {
  const lang = useLocale()
  const href = useLocation({ select: (location) => location.href })
  return (
    <AnchorLink to="/$lang/login" params={{ lang }} search={{ redirect: href }}>
      <Trans>Sign in</Trans>
    </AnchorLink>
  )
}
