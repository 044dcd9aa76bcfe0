import { useLingui } from '@lingui/react/macro'
import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** A link to another site: opens in a new tab, and says so to screen readers. */
export function ExternalAnchor({ href, children, withIcon = true, ...props }: AnchorProps & { href: string; children: ReactNode; withIcon?: boolean }) {
  const { t } = useLingui()
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {withIcon && <IconExternalLink size="0.9em" aria-hidden style={{ marginInlineStart: 4, verticalAlign: '-0.1em' }} />}
      <VisuallyHidden> ({t`opens in a new tab`})</VisuallyHidden>
    </Anchor>
  )
}
