import { useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { notEngagementProps } from '@/lib/when-idle'
import { RUNNING_BUILD_ID } from './build-id'
import classes from './Pwa.module.css'
import { applyUpdate, dismissUpdate, useUpdateState } from './update-state'

/**
 * Offers a newer version of the site when one is deployed. "Update" switches to it (the page reloads once,
 * when the new version controls it); "Later" hides the offer until a newer build is detected. Never reloads
 * by itself.
 */
export function UpdatePrompt() {
  const { t } = useLingui()
  const { available } = useUpdateState()
  const [updating, setUpdating] = useState(false)
  const titleId = useId()
  const buildId = RUNNING_BUILD_ID

  if (!available) return null

  const update = () => {
    setUpdating(true)
    applyUpdate().catch(() => {
      setUpdating(false)
    })
  }

  return (
    <Paper
      role="status"
      aria-labelledby={titleId}
      className={classes.prompt}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      data-prerender-skip
      {...notEngagementProps}
      data-testid="update-prompt"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconRefresh size={22} aria-hidden style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-primary-color-filled)' }} />
        <div>
          <Text id={titleId} fw={600} size="sm">
            {t`A new version of the site is available.`}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {t`Version in use: ${buildId}`}
          </Text>
        </div>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="sm" onClick={dismissUpdate} disabled={updating}>
          {t`Later`}
        </Button>
        <Button size="sm" onClick={update} loading={updating}>
          {t`Update`}
        </Button>
      </Group>
    </Paper>
  )
}
