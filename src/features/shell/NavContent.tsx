import { useLingui } from '@lingui/react/macro'
import { Divider, NavLink } from '@mantine/core'
import { IconDashboard, IconHeart, IconLogin, IconLogout, IconUserCircle } from '@tabler/icons-react'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LogoMark } from '@/components/Logo'
import { business } from '@/config/business'
import { useSession } from '@/features/auth/session-store'
import { useLogout } from '@/features/auth/use-logout'
import { SavedCount } from '@/features/garage/SavedCount'
import { InstallAppButton } from '@/features/pwa/InstallPrompt'
import { useFloating } from '@/lib/floating'
import { ButtonLink } from '@/lib/links'
import { RESERVED_AREA } from '@/lib/seo-urls'
import { useLocale } from '@/lib/use-locale'
import { LanguageMenu } from './LanguageMenu'
import { NavLinkItem } from './NavLinkItem'
import { isActivePath, mainNavItems } from './nav-items'
import classes from './Shell.module.css'
import { ThemeMenu } from './ThemeMenu'

/** Entry with a tooltip when only its icon shows (once the floating components have loaded: @/lib/floating). */
function Collapsible({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactNode }) {
  const floating = useFloating()
  return collapsed && floating ? (
    <floating.Tooltip label={label} position="right" withArrow>
      {children}
    </floating.Tooltip>
  ) : (
    children
  )
}

/**
 * What the sidebar and the phone menu contain: logo, the main entries, the reserved area when signed in,
 * language and theme, Logout when signed in, and the bottom button ("Accedi", or a greeting when signed in).
 */
export function NavContent({ collapsed = false, onNavigate, header }: { collapsed?: boolean; onNavigate?: () => void; header?: ReactNode }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const session = useSession()
  const siteName = business.name
  const logout = useLogout()
  const firstName = session?.displayName?.split(' ')[0] || session?.email.split('@')[0] || ''

  return (
    <div className={`${classes.navContent} ${collapsed ? classes.collapsed : ''}`}>
      <Link to="/$lang" params={{ lang }} className={classes.brand} onClick={onNavigate} aria-label={t`${siteName}, home page`}>
        <LogoMark size={collapsed ? 40 : 44} />
        {!collapsed && <span className={classes.brandName}>{business.name}</span>}
      </Link>
      {header}
      <Divider my="xs" />
      <nav aria-label={t`Main menu`}>
        {mainNavItems(lang).map((item) => {
          const label = i18n._(item.label)
          const Icon = item.icon
          return (
            <Collapsible key={item.key} collapsed={collapsed} label={label}>
              <NavLinkItem
                {...item.link}
                className={classes.navLink}
                label={collapsed ? undefined : label}
                aria-label={collapsed ? label : undefined}
                leftSection={<Icon size={22} aria-hidden />}
                active={isActivePath(pathname, lang, item.match)}
                onClick={onNavigate}
              />
            </Collapsible>
          )
        })}
        <Collapsible collapsed={collapsed} label={t`Favourites`}>
          <NavLinkItem
            to="/$lang/preferiti"
            params={{ lang }}
            className={classes.navLink}
            label={collapsed ? undefined : t`Favourites`}
            aria-label={collapsed ? t`Favourites` : undefined}
            leftSection={
              <span className={classes.navIcon}>
                <IconHeart size={22} aria-hidden />
                {collapsed && <SavedCount corner />}
              </span>
            }
            rightSection={collapsed ? undefined : <SavedCount />}
            active={isActivePath(pathname, lang, '/preferiti')}
            onClick={onNavigate}
          />
        </Collapsible>
        {session && (
          <Collapsible collapsed={collapsed} label={t`Reserved area`}>
            <NavLinkItem
              to="/$lang/admin"
              params={{ lang }}
              className={classes.navLink}
              label={collapsed ? undefined : t`Reserved area`}
              aria-label={collapsed ? t`Reserved area` : undefined}
              leftSection={<IconDashboard size={22} aria-hidden />}
              active={isActivePath(pathname, lang, RESERVED_AREA)}
              onClick={onNavigate}
            />
          </Collapsible>
        )}
      </nav>
      <div className={classes.spacer} />
      <Divider my="xs" />
      <LanguageMenu compact={collapsed} onSwitch={onNavigate} />
      <ThemeMenu compact={collapsed} />
      <InstallAppButton compact={collapsed} />
      {session && (
        <Collapsible collapsed={collapsed} label={t`Logout`}>
          <NavLink
            component="button"
            type="button"
            className={classes.navLink}
            label={collapsed ? undefined : t`Logout`}
            aria-label={collapsed ? t`Logout` : undefined}
            leftSection={<IconLogout size={22} aria-hidden />}
            onClick={() => {
              onNavigate?.()
              void logout()
            }}
          />
        </Collapsible>
      )}
      <Collapsible collapsed={collapsed} label={session ? t`Hello, ${firstName}` : t`Sign in`}>
        {session ? (
          <ButtonLink
            to="/$lang"
            params={{ lang }}
            variant="light"
            fullWidth
            px={collapsed ? 0 : undefined}
            className={classes.bottomButton}
            leftSection={collapsed ? undefined : <IconUserCircle size={20} aria-hidden />}
            aria-label={collapsed ? t`Hello, ${firstName}` : undefined}
            onClick={onNavigate}
          >
            {collapsed ? <IconUserCircle size={22} aria-hidden /> : t`Hello, ${firstName}`}
          </ButtonLink>
        ) : (
          <ButtonLink
            to="/$lang/login"
            params={{ lang }}
            fullWidth
            px={collapsed ? 0 : undefined}
            className={classes.bottomButton}
            leftSection={collapsed ? undefined : <IconLogin size={20} aria-hidden />}
            aria-label={collapsed ? t`Sign in` : undefined}
            onClick={onNavigate}
          >
            {collapsed ? <IconLogin size={22} aria-hidden /> : t`Sign in`}
          </ButtonLink>
        )}
      </Collapsible>
    </div>
  )
}
