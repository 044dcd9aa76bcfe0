/**
 * Runs `callback` once index.html's splash is gone: at once when the tab skips it (splash-skip) or it has been
 * removed already, else when its script removes it (1.7 s after the visitor asked for the page, on a first
 * visit). Returns a cancel function.
 */
export function whenSplashGone(callback: () => void): () => void {
  const splash = document.getElementById('splash')
  if (!splash?.parentNode || document.documentElement.classList.contains('splash-skip')) {
    callback()
    return () => {}
  }
  const observer = new MutationObserver(() => {
    if (splash.isConnected) return
    observer.disconnect()
    callback()
  })
  observer.observe(splash.parentNode, { childList: true })
  return () => observer.disconnect()
}
