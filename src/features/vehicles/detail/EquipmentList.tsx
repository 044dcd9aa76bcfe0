import { Trans, useLingui } from '@lingui/react/macro'
import { Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useId } from 'react'
import { collator } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import type { EquipmentKey } from '../model/vehicle-constants'
import { EQUIPMENT_LABELS } from '../vehicle-labels'
import classes from './VehiclePage.module.css'

/** The equipment in two columns, each item with a check mark, sorted by its name in the visitor's language. */
export function EquipmentList({ equipment, lang }: { equipment: readonly EquipmentKey[]; lang: Locale }) {
  const { i18n } = useLingui()
  const headingId = useId()
  if (equipment.length === 0) return null
  const byName = collator(lang)
  const items = equipment.map((key) => ({ key, label: i18n._(EQUIPMENT_LABELS[key]) })).sort((a, b) => byName.compare(a.label, b.label))
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        <Trans>Equipment</Trans>
      </Title>
      <ul className={classes.equipment} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.key} className={classes.equipmentItem}>
            <IconCheck size={18} stroke={2.5} aria-hidden className={classes.equipmentIcon} />
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
