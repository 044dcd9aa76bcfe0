import { Trans } from '@lingui/react/macro'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/lib/links'
import { documentTitle } from '@/lib/seo'
import { useLocale } from '@/lib/use-locale'

export interface ErrorPageProps {
  /** HTTP-like status shown large; without one the fallback title is shown. */
  status?: number
  /** The page's heading, translated; also its document title when no route gives one. */
  heading: string
  description: ReactNode
  /** Extra action, such as "Try again". */
  action?: { label: ReactNode; onClick: () => void }
}

/** The error page: status code (or a fallback title), heading, description and a way back home. */
export function ErrorPage({ status, heading, description, action }: ErrorPageProps) {
  const lang = useLocale()
  // A route whose own page failed names it in its head; a page that matched no route has no title but this.
  const routeHasTitle = useRouterState({ select: (state) => state.matches.some((match) => match.meta?.some((tag) => tag?.title)) })
  return (
    <Container size="sm" py={64}>
      {!routeHasTitle && <title>{documentTitle(heading)}</title>}
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" ta="center">
        <Text component="p" fw={800} fz={72} lh={1} c="green.8" aria-hidden={status === undefined}>
          {status ?? <Trans>Oops</Trans>}
        </Text>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
        <Stack gap="xs" align="center">
          <ButtonLink to="/$lang" params={{ lang }} size="md" leftSection={<IconHome size={18} aria-hidden />}>
            <Trans>Back to home</Trans>
          </ButtonLink>
          {action && (
            <Button variant="subtle" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  )
}
