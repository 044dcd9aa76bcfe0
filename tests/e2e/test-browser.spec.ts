import { expect, test } from './support'

/**
 * The browser the tests and the prerendering drive (scripts/chromium.ts): its own list of features
 * turned off keeps every one Playwright turns off (Chromium reads only the last list), and no window loads the
 * address bar's popups.
 */
test('the browser keeps the features Playwright turns off, and loads no address-bar popup', { tag: '@desktop-only' }, async ({ browser, page }) => {
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','))
  expect(lists.length).toBeGreaterThan(1)
  expect(lists.at(-1)).toEqual(expect.arrayContaining([...new Set(lists.flat())]))

  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets')
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([])
  await session.detach()
})
