import { CloseButton } from '@mantine/core'
import { createContext, useContext, useId, useLayoutEffect, useState, type ReactNode } from 'react'
import classes from './SheetDialog.module.css'

/**
 * The dialog the sheet's content is in, for the popovers inside it (a menu's dropdown): the page beneath a modal
 * dialog is inert, so a popover that portals to the page's body cannot be used there. Null outside a sheet.
 */
const SheetContainer = createContext<HTMLElement | null>(null)

/** Where a popover inside a sheet renders (Mantine's `portalProps`); undefined outside a sheet (the body). */
export function useSheetPortalProps(): { target: HTMLElement } | undefined {
  const container = useContext(SheetContainer)
  return container ? { target: container } : undefined
}

/**
 * A sheet over the page: the whole screen (the phone's menu) or most of it from the bottom (a listing's filters).
 * The browser's own modal dialog: the page beneath is inert, the focus moves in and goes back to where it was,
 * Escape closes it, and a tap beside a bottom sheet does too. Its code is a few lines, so a sheet opens on the
 * first tap without a library's focus trap and scroll lock to fetch first.
 */
export function SheetDialog({
  opened,
  onClose,
  title,
  closeLabel,
  placement = 'full',
  id,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: ReactNode
  /** The close button's accessible name. */
  closeLabel: string
  placement?: 'full' | 'bottom'
  id?: string
  children: ReactNode
}) {
  const titleId = useId()
  // The dialog element, once on the page: the popovers inside render into it.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)

  // Opened and closed in the commit that changes `opened`, before the browser paints.
  useLayoutEffect(() => {
    if (opened && dialog && !dialog.open) dialog.showModal()
    else if (!opened && dialog?.open) dialog.close()
  }, [dialog, opened])

  return (
    <dialog
      ref={setDialog}
      id={id}
      className={classes.sheet}
      data-placement={placement}
      aria-labelledby={titleId}
      // Escape, or the browser's own closing: the state follows.
      onClose={() => opened && onClose()}
      // A tap on the backdrop reaches the dialog itself: its content fills the dialog's box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={classes.body}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <CloseButton size="lg" aria-label={closeLabel} onClick={onClose} />
        </div>
        <div className={classes.content}>
          <SheetContainer.Provider value={dialog}>{opened && children}</SheetContainer.Provider>
        </div>
      </div>
    </dialog>
  )
}
