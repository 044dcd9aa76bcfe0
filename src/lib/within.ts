/**
 * Waits for `work` at most `ms`: resolves true when it has resolved by then, false when it has not (it goes on,
 * unwatched); rejects when it rejects first.
 */
export function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer))
}
