/** Inputs at least 44 px high: the reserved area's forms are used with fingers on a tablet. */
export const TOUCH_INPUT = { input: { minHeight: 44 } }
