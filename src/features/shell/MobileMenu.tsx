import { useLingui } from '@lingui/react/macro'
import { SheetDialog } from '@/components/SheetDialog'
import { NavContent } from './NavContent'

/**
 * The phone's full-screen menu: what the sidebar shows, which a phone has nowhere else. A chunk of its own, which
 * AppLayout loads beside the page's own on a phone, and elsewhere when the menu is first opened.
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <SheetDialog id="mobile-menu" opened={opened} onClose={onClose} title={t`Menu`} closeLabel={t`Close menu`}>
      <NavContent onNavigate={onClose} />
    </SheetDialog>
  )
}
