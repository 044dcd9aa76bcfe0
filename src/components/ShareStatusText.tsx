import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { ShareStatus } from '@/lib/use-share-link'

/** What sharing a link ended with (useShareLink), in a live region: "Link copied", or the link to copy by hand. */
export function ShareStatusText({ status, className }: { status: ShareStatus; className?: string }) {
  const url = status?.kind === 'manual' ? status.url : ''
  return (
    <Text role="status" className={className} fz="sm" c={status?.kind === 'copied' ? 'green.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {status?.kind === 'copied' && <Trans>Link copied</Trans>}
      {status?.kind === 'manual' && <Trans>Copy this link: {url}</Trans>}
    </Text>
  )
}
