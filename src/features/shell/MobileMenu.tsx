import { useLingui } from '@lingui/react/macro'
import { SheetDialog } from '@/components/SheetDialog'
import { NavContent } from './NavContent'

/**
 * The phone's full-screen menu. A chunk of its own (what the sidebar shows, which a phone has nowhere else):
 * AppLayout loads it when the menu button is first touched, focused or hovered.
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <SheetDialog id="mobile-menu" opened={opened} onClose={onClose} title={t`Menu`} closeLabel={t`Close menu`}>
      <NavContent onNavigate={onClose} />
    </SheetDialog>
  )
}
