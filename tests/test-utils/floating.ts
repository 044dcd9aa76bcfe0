import { act, fireEvent } from '@testing-library/react'
import { loadFloating } from '@/lib/floating'

/**
 * Clicks `element` as a slow phone may see it: the floating components (menus, tooltips) arrive between the press
 * and the release. Gives whether the element pressed was still in the page when released (a click that lands on
 * a remounted element is lost).
 */
export async function clickWhileFloatingArrives(element: HTMLElement): Promise<boolean> {
  fireEvent.pointerDown(element)
  await act(async () => {
    await loadFloating()
  })
  const stillThere = element.isConnected
  fireEvent.pointerUp(element)
  fireEvent.click(element)
  return stillThere
}
