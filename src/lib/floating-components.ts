/**
 * Mantine's floating components, with the positioning library under them (Floating UI, ~15 KB gzip): the
 * shell's menus, tooltips and popovers load them after the first paint, through ./floating.ts.
 */
export { Menu, Popover, Tooltip } from '@mantine/core'
