import { lazy, Suspense, useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { UnstyledButton } from '@mantine/core'
import { IconHeart } from '@tabler/icons-react'
import { HeadContent, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { LogoMark } from '@/components/Logo'
import { business } from '@/config/business'
import { useLogoutState } from '@/features/auth/logout-prompt'
import { SessionSync } from '@/features/auth/SessionSync'
import { ConsentLayer } from '@/features/consent/ConsentLayer'
import { CompareTrayPlace } from '@/features/garage/CompareTrayPlace'
import { GarageNoticePlace } from '@/features/garage/GarageNoticePlace'
import { SavedCount } from '@/features/garage/SavedCount'
import { leaveOnPagehide } from '@/features/pwa/keep-for-offline'
import { DealerStructuredData } from '@/features/site/components/DealerStructuredData'
import { LateNotice, SiteNotice } from '@/features/site/components/SiteNotice'
import { isWideScreen, useMediaMatch, WIDE_SCREEN_QUERY } from '@/lib/screen'
import { lazyLoaded, useOpenWhenLoaded } from '@/lib/lazy-loaded'
import { lazyIsland } from '@/lib/island'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { afterTakeover } from '@/lib/after-takeover'
import { isReservedArea, splitLocalePath } from '@/lib/seo-urls'
import { useLocale } from '@/lib/use-locale'
import stack from './BottomStack.module.css'
import classes from './Shell.module.css'
import { setSidebarState, useSidebarState } from './sidebar-state'

// A phone's menu: its chunk comes beside the page's own, as the sidebar's does on a wide screen.
const { Component: MobileMenu, load: loadMobileMenu } = lazyLoaded(() => import('./MobileMenu'))

const LogoutDialog = lazy(() => import('@/features/auth/LogoutDialog'))

const { Component: Sidebar, load: loadSidebar } = lazyLoaded(() => import('./Sidebar'))

/** What shows nothing when a page opens (prompts, notices, analytics): its code loads once the app has the page. */
const PwaLayer = afterTakeover(() => import('@/features/pwa/PwaLayer').then((module) => module.PwaLayer), 'The update prompt')
const OutboxLayer = afterTakeover(() => import('@/features/leads/outbox/OutboxLayer').then((module) => module.OutboxLayer), 'The requests outbox')
const AnalyticsLayer = afterTakeover(() => import('@/features/analytics/AnalyticsLayer').then((module) => module.AnalyticsLayer), 'Analytics')

/** The footer: below every page's first screen, its code and strings load after the app has the page (@/lib/island). */
const Footer = lazyIsland(() => Promise.all([import('./Footer.island'), whenMessagesLoaded(activeLocale(), 'footer')]).then(([module]) => module.Footer))
// On a wide screen the sidebar is part of every page: its chunk loads beside the page's own.
if (isWideScreen()) void loadSidebar().catch(() => {})
else void loadMobileMenu().catch(() => {})

/**
 * The sidebar, from the small tablet up (Shell.module.css); a phone, which has the header and its menu instead, is
 * spared loading and rendering it. (The small header is always rendered: the prerendered pages, made at a
 * desktop's width, need it for phones; they have the sidebar too, which CSS hides on a phone.) A component of its
 * own, so that a phone's switch right after the hydration, and the sidebar's toggle, re-render only this.
 */
function SidebarPlace() {
  const collapsed = useSidebarState() !== 'open'
  const wide = useMediaMatch(WIDE_SCREEN_QUERY, true)
  return (
    wide && (
      // Until its chunk is in (started with this module's, on a wide screen), an empty sidebar holds its place.
      <Suspense fallback={<aside className={classes.sidebar} />}>
        <Sidebar collapsed={collapsed} onToggle={() => setSidebarState(collapsed ? 'open' : 'collapsed')} />
      </Suspense>
    )
  )
}

/** The shell around every page: sidebar (phone: header and full-screen menu), content, footer. */
export function AppLayout() {
  const { t } = useLingui()
  const lang = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const menu = useOpenWhenLoaded(loadMobileMenu)
  const siteName = business.name
  const isAdmin = isReservedArea(pathname)
  // The compare tray is on every public page but the compare page; on a car's page, not on a phone, where the
  // bar of contact buttons has the bottom of the screen.
  const page = splitLocalePath(pathname).page
  const compareTray = !isAdmin && page !== '/confronta'
  const logoutState = useLogoutState()
  // From the takeover on, a page left before its service worker came leaves what it read for the next one.
  useEffect(() => leaveOnPagehide(), [])

  return (
    // The sidebar's width follows the state on the document's root (./sidebar-script.ts).
    <div className={classes.shell}>
      <SessionSync />
      <a href="#main" className={classes.skipLink}>
        {t`Skip to content`}
      </a>
      {/*
        What stays at the bottom of the screen over the page, one above the other (the first lowest): the cookie
        banner, the compare tray, the garage's notices, the update prompt, the offline notice, the requests waiting on
        the device. Early in the page, so the keyboard and screen readers reach the cookie choice first.
      */}
      <div className={stack.stack} data-bottom-stack>
        {!isAdmin && <ConsentLayer />}
        {compareTray && <CompareTrayPlace onPhones={!page.startsWith('/detail/')} />}
        {!isAdmin && <GarageNoticePlace />}
        <PwaLayer />
        {!isAdmin && <OutboxLayer />}
      </div>
      <AnalyticsLayer />

      <header className={classes.mobileHeader}>
        <Link to="/$lang" params={{ lang }} className={classes.brand} aria-label={t`${siteName}, home page`}>
          <LogoMark size={36} />
          <span className={classes.brandName}>{business.name}</span>
        </Link>
        <Link to="/$lang/preferiti" params={{ lang }} className={classes.headerIconLink} aria-label={t`Saved cars and searches`}>
          <span className={classes.headerIcon}>
            <IconHeart size={24} aria-hidden />
            <SavedCount corner />
          </span>
        </Link>
        <UnstyledButton className={classes.menuButton} onClick={menu.open} aria-label={t`Open menu`} aria-expanded={menu.opened} aria-controls="mobile-menu">
          <span className={classes.menuLines} aria-hidden />
        </UnstyledButton>
      </header>
      {logoutState && (
        <Suspense fallback={null}>
          <LogoutDialog />
        </Suspense>
      )}
      {menu.mounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menu.opened} onClose={menu.close} />
        </Suspense>
      )}

      {/* The dealer's notice learnt after the page opened: over the top of the page, where it moves nothing. */}
      {!isAdmin && <LateNotice />}
      <SidebarPlace />

      <div className={classes.content}>
        {!isAdmin && <SiteNotice />}
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        {!isAdmin && <Footer />}
      </div>
      {/*
        The head tags (React puts them in the head) and the structured data, after the page: the browser's parser
        stops at a script element until the stylesheets have come, so the page's content is parsed before it.
      */}
      <HeadContent />
      <DealerStructuredData />
    </div>
  )
}
