import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import { IconRestore } from '@tabler/icons-react'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'

/** The draft the form came back from, until saved or discarded. */
export function DraftRestoredNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const { t } = useLingui()
  const lang = useLocale()
  const restoredTime = dateTimeFormat(regionalLocale(lang), { dateStyle: 'short', timeStyle: 'short' }).format(savedAt)
  return (
    <Alert color="blue" icon={<IconRestore size={20} aria-hidden />} role="status" title={t`Draft restored`} data-testid="draft-restored">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Trans>What you typed on this device ({restoredTime}) is back. It is not saved yet.</Trans>
        </Text>
        <Button variant="default" h={44} onClick={onDiscard}>
          <Trans>Discard draft</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
