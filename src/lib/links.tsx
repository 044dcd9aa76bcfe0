import {
  Anchor,
  Button,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type NavLinkProps,
} from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/*
 * Mantine components as type-safe router links (typed `to`, `params` and `search`). Mantine's polymorphic
 * components lose their props through `createLink`, so each is first pinned to an anchor.
 */

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

const AnchorAsLink = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => <Anchor ref={ref} {...props} />)
const ButtonAsLink = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
))
const NavLinkAsLink = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
))

const CreatedAnchorLink = createLink(AnchorAsLink)
const CreatedButtonLink = createLink(ButtonAsLink)
const CreatedNavLink = createLink(NavLinkAsLink)

export const AnchorLink: LinkComponent<typeof AnchorAsLink> = (props) => <CreatedAnchorLink {...props} />
export const ButtonLink: LinkComponent<typeof ButtonAsLink> = (props) => <CreatedButtonLink {...props} />
export const NavLinkItem: LinkComponent<typeof NavLinkAsLink> = (props) => <CreatedNavLink {...props} />
