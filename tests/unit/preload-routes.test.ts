import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { startRoutePreloads } from '@/features/pwa/preload-routes'

/** A small route tree of the app's shape: public pages and the reserved area under a locale; each route records when its code loads. */
async function routerAt(path: string) {
  const loaded: string[] = []
  const rootRoute = createRootRoute()
  const lang = createRoute({ getParentRoute: () => rootRoute, path: '$lang' })
  const page = (parent: typeof lang, segment: string) => {
    const route = createRoute({ getParentRoute: () => parent, path: segment })
    return route.lazy(async () => {
      loaded.push(route.id)
      const { createLazyRoute } = await import('@tanstack/react-router')
      return createLazyRoute(route.id)({ component: () => null })
    })
  }
  const children = [page(lang, 'list'), page(lang, 'contatti'), page(lang, 'admin'), page(lang, 'admin/settings')]
  const router = createRouter({ routeTree: rootRoute.addChildren([lang.addChildren(children)]), history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return { router, loaded }
}

const connection = { connection: { saveData: false } } as unknown as Navigator

describe('route preloads', () => {
  it("loads the public pages' code on a visitor's device, never the reserved area's", async () => {
    const { router, loaded } = await routerAt('/it/list')
    loaded.length = 0
    startRoutePreloads(router, { nav: connection })
    await expect.poll(() => loaded).toContain('/$lang/contatti')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded).toEqual(['/$lang/contatti'])
  })

  it('loads the reserved area too, after the public pages, where staff are in it', async () => {
    const { router, loaded } = await routerAt('/it/admin')
    loaded.length = 0
    startRoutePreloads(router, { nav: connection })
    await expect.poll(() => loaded.length).toBe(3)
    expect(loaded.slice(0, 2).sort()).toEqual(['/$lang/contatti', '/$lang/list'])
    expect(loaded[2]).toBe('/$lang/admin/settings')
  })

  it('loads nothing ahead of need with Save-Data', async () => {
    const { router, loaded } = await routerAt('/it/list')
    loaded.length = 0
    startRoutePreloads(router, { nav: { connection: { saveData: true } } as unknown as Navigator })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loaded).toEqual([])
  })
})
