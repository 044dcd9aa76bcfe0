import { useLingui } from '@lingui/react/macro'
import { Drawer } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The filters of a phone or a tablet, in a drawer from the bottom. A chunk of its own (the drawer brings scroll
 * locking, focus trapping and Floating UI with it): ListingPage loads it when the Filters button is first
 * touched, focused or hovered.
 */
export default function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Filters`} position="bottom" size="90%" closeButtonProps={{ 'aria-label': t`Close filters` }}>
      {children}
    </Drawer>
  )
}
