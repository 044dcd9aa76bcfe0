import { AnalyticsLayer } from '@/features/analytics/AnalyticsLayer'
import { SessionSync } from '@/features/auth/SessionSync'
import { ConsentLayer } from '@/features/consent/ConsentLayer'
import { PwaLayer } from '@/features/pwa/PwaLayer'

/*
 * What the running app adds to every page and a prerendered page never has (a cookie choice, the update prompt,
 * the connection, analytics, a remembered session): a chunk of its own, loaded once the app has taken the page
 * over (AppLayout), so none of it weighs on the first load.
 */

/** In the shell's bottom stack, the first lowest: the cookie banner, then the update prompt and offline notice. */
export function BottomLayers({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      {!isAdmin && <ConsentLayer />}
      <PwaLayer />
    </>
  )
}

/** What renders nothing: analytics and the session's check with Firebase Auth. */
export function BackgroundLayers() {
  return (
    <>
      <SessionSync />
      <AnalyticsLayer />
    </>
  )
}
