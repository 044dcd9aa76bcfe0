import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@mantine/core'
import { useSheetPortalProps } from '@/components/SheetDialog'
import { loadFloating, useFloating, type FloatingComponents } from '@/lib/floating'

type MenuComponent = FloatingComponents['Menu']

/**
 * A menu of the sidebar (language, theme). Its button shows at once; the menu itself comes with Mantine's
 * floating components after the first paint (@/lib/floating), and a click before they have arrived opens it as
 * soon as they have (they never arrive during a press: @/lib/floating). A button that had the focus keeps
 * it when the menu takes it over.
 */
export function ShellMenu({
  compact,
  icon,
  label,
  text,
  dropdownLabel,
  items,
}: {
  compact: boolean
  /** The button's icon, its accessible name, and what it shows beside the icon. */
  icon: ReactNode
  label: string
  text: ReactNode
  dropdownLabel: string
  items: (Menu: MenuComponent) => ReactNode
}) {
  const floating = useFloating()
  // In the phone's menu (a modal sheet), the dropdown renders inside it: the page beneath is inert.
  const portalProps = useSheetPortalProps()
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const focused = useRef(false)

  useEffect(() => {
    if (floating && focused.current) button.current?.focus()
  }, [floating])

  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    // Aligned by style: Mantine's `justify` prop also lands on the button as an attribute HTML does not have.
    styles: { inner: { justifyContent: compact ? 'center' : 'flex-start' } },
    fullWidth: true,
    px: compact ? 0 : 'sm',
    leftSection: icon,
    'aria-label': label,
    children: text,
  } as const

  if (!floating) {
    return (
      <Button
        {...buttonProps}
        ref={button}
        aria-haspopup="menu"
        aria-expanded={opened}
        onFocus={() => {
          focused.current = true
        }}
        onBlur={() => {
          focused.current = false
        }}
        onClick={() => {
          setOpened(true)
          loadFloating().catch(() => setOpened(false))
        }}
      />
    )
  }

  const { Menu } = floating
  return (
    <Menu opened={opened} onChange={setOpened} position={compact ? 'right-end' : 'top-start'} withinPortal portalProps={portalProps} shadow="md" width={180}>
      <Menu.Target>
        <Button {...buttonProps} ref={button} />
      </Menu.Target>
      <Menu.Dropdown aria-label={dropdownLabel}>{items(Menu)}</Menu.Dropdown>
    </Menu>
  )
}
