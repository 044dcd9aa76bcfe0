import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Text } from '@mantine/core'
import { ProblemAlert } from '../components/ProblemAlert'
import type { SettingsConflict } from './use-settings-editor'

/** The stored settings did not decode: which of their fields are wrong; the form starts from the fallback. */
export function StoredProblemsNotice({ problems }: { problems: string[] }) {
  const { t } = useLingui()
  return (
    <ProblemAlert tone="orange" title={t`The stored settings cannot be used`}>
      <Text size="sm" mb="xs">
        <Trans>
          These fields of the stored settings are wrong (edited outside this page?), so the site shows the values of its configuration until you save:
        </Trans>
      </Text>
      <List size="sm" mb="xs">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
      <Text size="sm">
        <Trans>The form below starts from the configuration’s values: check them and save.</Trans>
      </Text>
    </ProblemAlert>
  )
}

/** Another device saved the settings after this one read them: keep what was typed here, or take theirs. */
export function SettingsConflictNotice({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: SettingsConflict
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const { t } = useLingui()
  return (
    <ProblemAlert tone="orange" title={t`Another device saved the settings first`} data-testid="settings-conflict">
      <Text size="sm" mb="sm">
        {conflict.cause === 'refused-earlier' ? (
          <Trans>
            A save made on this device earlier was not taken: someone saved the settings from another device in the meantime. What you typed is still here.
          </Trans>
        ) : conflict.cause === 'refused' ? (
          <Trans>Your save was not taken: someone saved the settings from another device after you opened them. What you typed is still here.</Trans>
        ) : (
          <Trans>
            Someone saved the settings from another device while you were changing them. What you typed is still here: save it over theirs, or discard it.
          </Trans>
        )}
      </Text>
      <Group gap="sm">
        <Button h={44} onClick={onKeepMine}>
          <Trans>Save mine over theirs</Trans>
        </Button>
        <Button h={44} variant="default" onClick={onTakeTheirs}>
          {conflict.theirs ? <Trans>Discard mine and show theirs</Trans> : <Trans>Discard mine</Trans>}
        </Button>
      </Group>
    </ProblemAlert>
  )
}
