import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button } from '@mantine/core'
import { TimeInput } from '@mantine/dates'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { OpeningInterval } from '@/config/business'
import { TOUCH_INPUT } from '../../components/touch-input'
import { MAX_INTERVALS, type SettingsForm } from '../model/settings-form-model'
import classes from './Sections.module.css'

/** The interval added when a day opens, or a second one after the first. */
export function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  return intervals.length === 0 ? { opens: '09:00', closes: '12:30' } : { opens: '15:00', closes: '19:00' }
}

/**
 * The intervals of one day (of the week, or of an exception) at `path`: each an opening and a closing time, at most
 * two, the second removable. `name` says whose they are to assistive technology ("Monday").
 */
export function IntervalsEditor({ form, path, name }: { form: SettingsForm; path: string; name: string }) {
  const { t } = useLingui()
  const intervals = (form.getInputProps(path).value as OpeningInterval[] | undefined) ?? []
  return (
    <div className={classes.intervals}>
      {intervals.map((_, index) => {
        const number = index + 1
        return (
          <div key={index} className={classes.interval} role="group" aria-label={t`${name}, interval ${number}`}>
            <TimeInput
              {...form.getInputProps(`${path}.${index}.opens`)}
              aria-label={t`${name}, interval ${number}, opens`}
              styles={TOUCH_INPUT}
              className={classes.time}
            />
            <span aria-hidden className={classes.dash}>
              –
            </span>
            <TimeInput
              {...form.getInputProps(`${path}.${index}.closes`)}
              aria-label={t`${name}, interval ${number}, closes`}
              styles={TOUCH_INPUT}
              className={classes.time}
            />
            {index > 0 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                onClick={() => form.removeListItem(path, index)}
                aria-label={t`Remove ${name}'s interval ${number}`}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            )}
          </div>
        )
      })}
      {intervals.length > 0 && intervals.length < MAX_INTERVALS && (
        <Button variant="subtle" h={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => form.insertListItem(path, nextInterval(intervals))}>
          <Trans>Add an interval</Trans>
        </Button>
      )}
    </div>
  )
}
