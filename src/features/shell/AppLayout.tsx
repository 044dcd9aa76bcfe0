import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Burger } from '@mantine/core'
import { useDisclosure, useLocalStorage } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import { HeadContent, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { LogoMark } from '@/components/Logo'
import { business } from '@/config/business'
import { AnalyticsLayer } from '@/features/analytics/AnalyticsLayer'
import { SessionSync } from '@/features/auth/SessionSync'
import { ConsentLayer } from '@/features/consent/ConsentLayer'
import { PwaLayer } from '@/features/pwa/PwaLayer'
import { loadFloating } from '@/lib/floating'
import { useLocale } from '@/lib/use-locale'
import { Footer } from './Footer'
import { NavContent } from './NavContent'
import classes from './Shell.module.css'

export const SIDEBAR_STORAGE_KEY = 'autosalone-sidebar'

const loadMobileMenu = () => import('./MobileMenu')
const MobileMenu = lazy(loadMobileMenu)

const preloadFloating = () => void loadFloating().catch(() => {})

function defaultSidebarState(): 'open' | 'collapsed' {
  return typeof window !== 'undefined' && window.matchMedia('(min-width: 64em)').matches ? 'open' : 'collapsed'
}

/** The shell around every page: sidebar (phone: header and full-screen menu), content, footer. */
export function AppLayout() {
  const { t } = useLingui()
  const lang = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [menuOpened, menu] = useDisclosure(false)
  // The phone menu's chunk is asked for on the first sign of intent, and mounted from the first opening on.
  const [menuMounted, setMenuMounted] = useState(false)
  const preloadMenu = () => void loadMobileMenu().catch(() => {})
  const [sidebar, setSidebar] = useLocalStorage<'open' | 'collapsed'>({
    key: SIDEBAR_STORAGE_KEY,
    defaultValue: defaultSidebarState(),
    getInitialValueInEffect: false,
  })
  const collapsed = sidebar !== 'open'
  const siteName = business.name
  const isAdmin = /(^|\/)admin(\/|$)/.test(pathname)

  return (
    <div className={classes.shell} data-sidebar={collapsed ? 'collapsed' : 'open'}>
      <HeadContent />
      <SessionSync />
      <a href="#main" className={classes.skipLink}>
        {t`Skip to content`}
      </a>
      {/* Early in the page, so the keyboard and screen readers reach the cookie choice first. */}
      {!isAdmin && <ConsentLayer />}
      <AnalyticsLayer />

      <header className={classes.mobileHeader}>
        <Link to="/$lang" params={{ lang }} className={classes.brand} aria-label={t`${siteName}, home page`}>
          <LogoMark size={36} />
          <span className={classes.brandName}>{business.name}</span>
        </Link>
        <Burger
          opened={menuOpened}
          onClick={() => {
            setMenuMounted(true)
            menu.open()
          }}
          onPointerEnter={preloadMenu}
          onTouchStart={preloadMenu}
          onFocus={preloadMenu}
          aria-label={t`Open menu`}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
          size="sm"
        />
      </header>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}

      {/* A pointer over the sidebar asks for its tooltips and menus before any click (@/lib/floating). */}
      <aside className={classes.sidebar} aria-label={t`Sidebar`} onPointerEnter={preloadFloating}>
        <NavContent
          collapsed={collapsed}
          header={
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setSidebar(collapsed ? 'open' : 'collapsed')}
              aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
              aria-expanded={!collapsed}
              style={{ alignSelf: collapsed ? 'center' : 'flex-end' }}
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={22} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={22} aria-hidden />}
            </ActionIcon>
          }
        />
      </aside>

      <div className={classes.content}>
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        {!isAdmin && <Footer />}
      </div>
      <PwaLayer />
    </div>
  )
}
