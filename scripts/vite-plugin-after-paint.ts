import type { Plugin } from 'vite'
import { APP_SCRIPTS_ADDED_ATTRIBUTE, APP_SCRIPTS_ADDED_EVENT, APP_SCRIPTS_ID } from '../src/lib/app-scripts.ts'

/**
 * The app's JavaScript loads after the page's first paint. Vite links the entry and its static imports in the
 * head (`<script type="module">` and `<link rel="modulepreload">`), so the browser fetches them at high
 * priority, beside the stylesheet, before it has painted anything. A prerendered page (scripts/prerender.ts)
 * is readable without them: on a slow phone network its first paint should not share the connection with
 * 250 KB of scripts. This plugin moves those tags into a data block that a small inline script turns back into
 * the same files once the first frame has been painted (at once in a tab opened in the background, which paints
 * nothing): fetched in parallel as before, just after the paint, as module preloads (the entry first, then the rest,
 * PRELOAD_BATCH per task). On a page with first-screen photos, after those have loaded and been painted
 * (FIRST_SCREEN_PHOTOS_WAIT_MS at most).
 *
 * The entry's static imports run one at a time before the entry, each as a module script of its own added once the
 * one before has run: the browser runs a module and everything it imports in one task, and the whole app's code
 * (React DOM, the router, Mantine, the app's own modules) was one task of 30 to 40 ms on a mid-range phone. Each
 * chunk runs in its own task now, the entry's own code last: the same modules run, each still after what it imports.
 *
 * scripts/prerender.ts adds each page's own route chunks to the same list. The hosting's Content-Security-
 * Policy allows the loader by its hash, which the deploy computes from the build (scripts/hosting/csp.ts).
 */

/**
 * Tags added per task. Each fetch a page starts costs the main thread a few milliseconds on a slow phone (more
 * for a large page): a page's forty-odd chunks added at once made one task of 100–150 ms, long enough to block a
 * tap, eight at a time still tasks of 50–90 ms, four at a time some of 50 ms. In pairs, between which the
 * browser can answer the visitor and paint, the fetches start about as early.
 */
export const PRELOAD_BATCH = 2

export interface AppScripts {
  entry: string
  /** The entry's static imports, which the loader runs one by one, each in a task of its own, before the entry. */
  modules: string[]
  /** Other chunks the page needs at once (its route's), preloaded. */
  preload: string[]
  /** The web app manifest's address, linked by the loader once it has added the scripts (see deferAppScripts). */
  manifest?: string
}

/**
 * The longest the scripts wait for the first screen's main photo (a page's `fetchpriority="high"` image: a
 * listing's first card's, a car's first) to load and be painted: with a slow connection to share, the page's
 * main photo first, then the app. (A page without such a photo starts its scripts after the first frame.)
 */
export const FIRST_SCREEN_PHOTOS_WAIT_MS = 1500
/**
 * Once those photos have loaded, how long the scripts wait for the browser to report one painted as the largest
 * paint, where it reports largest paints at all: a frame or more after the paint itself.
 */
export const PHOTO_PAINT_REPORT_WAIT_MS = 250

export const AFTER_PAINT_LOADER =
  "(function(){var g=0;function start(){if(g)return;g=1;var b=document.getElementById('" +
  APP_SCRIPTS_ID +
  "'),d=JSON.parse(b.textContent),h=document.head,m=d.modules,p=[d.entry].concat(m,d.preload),i=0,j=0;" +
  "function add(){for(var n=0;n<" + PRELOAD_BATCH + "&&i<p.length;n++,i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[i];h.appendChild(l)}" +
  "if(i<p.length)return setTimeout(add,0);" +
  "if(d.manifest){var f=document.createElement('link');f.rel='manifest';f.href=d.manifest;h.appendChild(f)}" +
  "b.setAttribute('" + APP_SCRIPTS_ADDED_ATTRIBUTE + "','');document.dispatchEvent(new Event('" + APP_SCRIPTS_ADDED_EVENT + "'))}" +
  "function run(){var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
  "if(j<m.length){s.src=m[j++];s.onload=s.onerror=function(){setTimeout(run,0)}}else s.src=d.entry;h.appendChild(s)}" +
  "add();run()}" +
  "function shown(){var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(t.indexOf('largest-contentful-paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});" +
  "new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return e.url})){o.disconnect();setTimeout(start,0)}}).observe({type:'largest-contentful-paint',buffered:true});" +
  "setTimeout(start," + PHOTO_PAINT_REPORT_WAIT_MS + ")}" +
  "function photos(){var m=document.querySelectorAll('img[fetchpriority=high]'),w=0,k;if(!m.length)return start();" +
  "function one(){if(--w===0)shown()}" +
  "for(k=0;k<m.length;k++)if(!m[k].complete){w++;m[k].addEventListener('load',one);m[k].addEventListener('error',one)}" +
  "setTimeout(start," + FIRST_SCREEN_PHOTOS_WAIT_MS + ");if(!w)shown()}" +
  "if(document.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(photos,0)})})()"

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">\s*/g

/** The data block and the loader, as they close the body. */
export function appScriptsHtml(scripts: AppScripts): string {
  // `<` cannot end the block early: JSON allows it escaped.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${json}</script>\n    <script>${AFTER_PAINT_LOADER}</script>\n  `
}

/**
 * index.html with Vite's entry script and module preloads replaced by the after-paint loader. The web app
 * manifest's link goes the same way: Chromium fetches a linked manifest, then its icon, as the page loads (for
 * its install checks), beside the first screen's photos on a slow connection; the loader links it once it has
 * added the scripts, and the browser's install checks follow that.
 */
export function deferAppScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!)
  if (entries.length !== 1) throw new Error(`after-paint: expected one entry script in index.html, found ${entries.length}`)
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const manifests = [...html.matchAll(MANIFEST_LINK)].map((match) => match[1]!)
  if (manifests.length > 1) throw new Error(`after-paint: expected one web app manifest in index.html at most, found ${manifests.length}`)
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(MANIFEST_LINK, '')
  if (!stripped.includes('</body>')) throw new Error('after-paint: index.html has no </body>')
  const scripts: AppScripts = { entry: entries[0]!, modules: preload, preload: [], ...(manifests[0] && { manifest: manifests[0] }) }
  return stripped.replace('</body>', `${appScriptsHtml(scripts)}</body>`)
}

export function afterPaint(): Plugin {
  return {
    name: 'autosalone:after-paint',
    apply: 'build',
    // After the PWA plugin's own (enforced 'post'), which links the manifest.
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: deferAppScripts },
  }
}
