#!/usr/bin/env node
// `npm start`: starts the Firebase emulators, seeds the demo data, builds the site (its sitemap and prerendered
// pages read the seeded vehicles) and serves the production build as Firebase Hosting serves it
// (scripts/hosting/server.ts) at http://localhost:4173 (or $PORT).
// `npm run dev` does the same with Vite's dev server, without a build. The Functions emulator runs the site's
// functions; the dealer's e-mail about each new request is printed by a local mail catcher (scripts/mail-catcher.mjs).
// One Ctrl-C stops all of it.
import { LOCAL_SMTP_PORT, run, withEmulators } from './emulators.mjs'
import { startMailCatcher } from './mail-catcher.mjs'

const dev = process.argv.includes('--dev')
const inside = process.argv.includes('--inside-emulators')
const port = process.env.PORT ?? (dev ? '5173' : '4173')

if (inside) {
  // The dealer's e-mail about each new request, printed here (functions/src/lead-alert.ts sends it to this port).
  const stopCatcher = await startMailCatcher()
  if (stopCatcher) console.log(`Local mail catcher on 127.0.0.1:${LOCAL_SMTP_PORT}: the dealer's e-mail about each request is printed here.`)
  const seeded = await run('npm', ['run', 'seed'])
  if (seeded !== 0) process.exit(seeded)
  if (!dev) {
    const built = await run('npm', ['run', 'build'])
    if (built !== 0) process.exit(built)
  }
  console.log(`\nThe demo dealership is at http://localhost:${port}  (Ctrl-C stops everything)\n`)
  const code = dev ? await run('npx', ['vite', '--port', port, '--strictPort']) : await run('npx', ['tsx', 'scripts/hosting/server.ts', 'dist', port])
  process.exit(code)
}

process.on('SIGINT', () => {}) // the emulators and the server stop on their own Ctrl-C
const code = await withEmulators(`node scripts/start.mjs --inside-emulators${dev ? ' --dev' : ''}`, {
  env: { ...process.env, PORT: port },
})
process.exit(code)
