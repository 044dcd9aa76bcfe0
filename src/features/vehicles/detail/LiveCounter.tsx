import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'

/** Tells screen readers which photo is showing. */
export function LiveCounter({ number, total }: { number: number; total: number }) {
  const { t } = useLingui()
  return <VisuallyHidden aria-live="polite">{t`Photo ${number} of ${total}`}</VisuallyHidden>
}
