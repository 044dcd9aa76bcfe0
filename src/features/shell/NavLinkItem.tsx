import { NavLink, type NavLinkProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'
import type { AnchorAttributes } from '@/lib/links'

/** Mantine's NavLink as a type-safe router link, pinned to an anchor first (see @/lib/links). */
const NavLinkAsLink = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>((props, ref) => <NavLink component="a" ref={ref} {...props} />)

const CreatedNavLink = createLink(NavLinkAsLink)

export const NavLinkItem: LinkComponent<typeof NavLinkAsLink> = (props) => <CreatedNavLink {...props} />
