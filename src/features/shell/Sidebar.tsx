import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import { loadFloating } from '@/lib/floating'
import { NavContent } from './NavContent'
import classes from './Shell.module.css'

const preloadFloating = () => void loadFloating().catch(() => {})

/**
 * The sidebar of tablets and computers: the navigation, and the button that collapses it to icons. A chunk of
 * its own, which a phone (with the header and its menu instead) never loads: AppLayout.
 */
export default function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useLingui()
  return (
    // A pointer over the sidebar asks for its tooltips and menus before any click (@/lib/floating).
    <aside className={classes.sidebar} aria-label={t`Sidebar`} onPointerEnter={preloadFloating}>
      <NavContent
        collapsed={collapsed}
        header={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggle}
            aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            aria-expanded={!collapsed}
            style={{ alignSelf: collapsed ? 'center' : 'flex-end' }}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={22} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={22} aria-hidden />}
          </ActionIcon>
        }
      />
    </aside>
  )
}
