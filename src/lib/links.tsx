import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

/*
 * Mantine components as type-safe router links (typed `to`, `params` and `search`). Mantine's polymorphic
 * components lose their props through `createLink`, so each is first pinned to an anchor. (The sidebar's
 * NavLink is in features/shell/NavLinkItem.tsx: it brings Mantine's Collapse with it, which no page needs.)
 */

export type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

const AnchorAsLink = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => <Anchor ref={ref} {...props} />)
const ButtonAsLink = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>((props, ref) => <Button component="a" ref={ref} {...props} />)

const CreatedAnchorLink = createLink(AnchorAsLink)
const CreatedButtonLink = createLink(ButtonAsLink)

export const AnchorLink: LinkComponent<typeof AnchorAsLink> = (props) => <CreatedAnchorLink {...props} />
export const ButtonLink: LinkComponent<typeof ButtonAsLink> = (props) => <CreatedButtonLink {...props} />
