#!/usr/bin/env node
// `npm start`: starts the Firebase emulators, seeds the demo data, builds the site (its sitemap and prerendered
// pages read the seeded vehicles) and serves the production build as Firebase Hosting serves it
// (scripts/hosting/server.ts) at http://localhost:4173 (or $PORT).
// `npm run dev` does the same with Vite's dev server, without a build. One Ctrl-C stops all of it.
import { run, withEmulators } from './emulators.mjs'

const dev = process.argv.includes('--dev')
const inside = process.argv.includes('--inside-emulators')
const port = process.env.PORT ?? (dev ? '5173' : '4173')

if (inside) {
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
