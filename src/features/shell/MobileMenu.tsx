import { useLingui } from '@lingui/react/macro'
import { Drawer } from '@mantine/core'
import { NavContent } from './NavContent'

/**
 * The phone's full-screen menu. A chunk of its own (the drawer brings scroll locking and focus trapping):
 * AppLayout loads it when the menu button is first touched, focused or hovered.
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      size="100%"
      padding={0}
      title={<span>{t`Menu`}</span>}
      closeButtonProps={{ 'aria-label': t`Close menu`, size: 'lg' }}
      transitionProps={{ duration: 150 }}
    >
      <NavContent onNavigate={onClose} />
    </Drawer>
  )
}
