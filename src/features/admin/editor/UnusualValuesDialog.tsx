import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useLocale } from '@/lib/use-locale'
import { describeUnusualValue, type UnusualValue } from '../model/vehicle-unusual-values'

interface Props {
  /** The values to confirm; the dialog is closed when there are none. */
  values: readonly UnusualValue[]
  /** Saves with these values. */
  onConfirm: () => void
  /** Back to the form, to correct the first of them. */
  onReview: () => void
}

/** Asks to confirm values the vehicle may have but seldom does (a price of 15 €), before saving them. */
export function UnusualValuesDialog({ values, onConfirm, onReview }: Props) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  return (
    <Modal opened={values.length > 0} onClose={onReview} title={t`Are these values right?`} centered returnFocus={false}>
      <Stack>
        <Text>
          <Trans>Some values look unusual. Check them before saving: a missing or extra digit is easy to type.</Trans>
        </Text>
        <List spacing="xs">
          {values.map((value) => (
            <List.Item key={value.field}>{describeUnusualValue(value, lang, i18n)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onReview} data-autofocus>
            <Trans>Go back and correct</Trans>
          </Button>
          <Button h={44} onClick={onConfirm}>
            <Trans>They are right: save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
