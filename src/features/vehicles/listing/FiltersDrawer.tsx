import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SheetDialog } from '@/components/SheetDialog'

/**
 * The filters of a phone or a tablet, in a sheet from the bottom. A chunk of its own, which ListingPage loads
 * beside the page's own where the filters are a sheet.
 */
export default function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <SheetDialog opened={opened} onClose={onClose} title={t`Filters`} closeLabel={t`Close filters`} placement="bottom">
      {children}
    </SheetDialog>
  )
}
