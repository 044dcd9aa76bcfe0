/**
 * Mantine's floating components, with the positioning library under them (Floating UI, ~15 KB gzip): the
 * shell's menus, tooltips and popovers load them after the first paint, through ./floating.ts.
 */
/** @public (read as members of the module, which static analysis does not follow) */
export { Menu, Popover, Tooltip } from '@mantine/core'
