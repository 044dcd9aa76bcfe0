/**
 * Deploys the site to a real Firebase project:
 *
 *   npm run deploy -- --project my-project        (or FIREBASE_PROJECT=my-project npm run deploy)
 *
 * 1. refuses without a real project id and the web app configuration (VITE_FIREBASE_* in .env.production.local
 *    or the environment, read as `vite build` reads them), or when that configuration names another project;
 * 2. builds the site (`npm run build`, into dist/);
 * 3. writes the configuration to deploy, firebase.deploy.json: firebase.json with the build's inline scripts
 *    allowed by their hashes in the Content-Security-Policy, and refuses if that policy would still block one;
 * 4. writes the functions' parameters for that project, functions/.env.<project> (SITE_URL: VITE_SITE_URL, the link
 *    to a request in the dealer's e-mail, else `https://<project>.web.app`; VAPID_PUBLIC_KEY: VITE_VAPID_PUBLIC_KEY,
 *    the key the web app subscribes the staff's devices with, empty without it: no push messages, with a warning),
 *    installing the functions' packages first where they are missing;
 * 5. runs `firebase deploy --only hosting,firestore:rules,firestore:indexes,storage,functions` with that configuration
 *    for that project, with the build id as the release message (Hosting's release history shows it); the functions
 *    are built by firebase.json's predeploy, and need the SMTP_URL and VAPID_PRIVATE_KEY secrets (docs/deploy.md).
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { readHostingConfig, siteCsp, unhashedInlineScripts } from './hosting/csp'
import { DEPLOY_CONFIG, deployProblems, writeDeployConfig } from './hosting/deploy-config'
import { parseArgs, UsageError } from './seed/admin-target'

const USAGE = 'Usage: npm run deploy -- --project <firebase-project-id>   (or FIREBASE_PROJECT=<id> npm run deploy)'
const ROOT = resolve(import.meta.dirname, '..')

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error)
      done(1)
    })
  })
}

async function main(): Promise<number> {
  const { positional, flags } = parseArgs(process.argv.slice(2), ['project'])
  if (flags.has('help')) {
    console.log(USAGE)
    return 0
  }
  if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}"`)
  const projectFlag = flags.get('project')
  const project = typeof projectFlag === 'string' ? projectFlag : process.env.FIREBASE_PROJECT?.trim() || undefined

  // The same variables `vite build` will see: .env, .env.local, .env.production, .env.production.local, then the environment.
  const env = loadEnv('production', ROOT, 'VITE_')
  const problems = deployProblems(project, env)
  if (problems.length > 0) throw new UsageError(`Not deploying:\n- ${problems.join('\n- ')}`)
  if (env.VITE_APPCHECK_SITE_KEY?.trim() && !process.env.APPCHECK_DEBUG_TOKEN?.trim()) {
    console.warn('VITE_APPCHECK_SITE_KEY without APPCHECK_DEBUG_TOKEN: once App Check is enforced, the build cannot read the project (docs/deploy.md).')
  }
  // The public key of the pair whose private half is the functions' VAPID_PRIVATE_KEY secret: both, or no push.
  const vapidPublicKey = (env.VITE_VAPID_PUBLIC_KEY ?? '').trim()
  if (!vapidPublicKey) {
    console.warn('⚠ VITE_VAPID_PUBLIC_KEY is not set: push messages to the staff are off, no device gets one about a new request (docs/deploy.md).')
  }

  console.log(`\n▶ building for ${project}`)
  if ((await run('npm', ['run', 'build'])) !== 0) return 1

  const firebaseJson = resolve(ROOT, 'firebase.json')
  const deployConfig = resolve(ROOT, DEPLOY_CONFIG)
  const dist = resolve(ROOT, readHostingConfig(firebaseJson).public)
  writeDeployConfig(firebaseJson, dist, deployConfig)
  // What is deployed, read back: a policy that blocks an inline script of the build never goes out.
  const blocked = unhashedInlineScripts(dist, siteCsp(readHostingConfig(deployConfig)))
  if (blocked.length > 0) {
    console.error(`Not deploying: the Content-Security-Policy in ${DEPLOY_CONFIG} would block inline scripts of the build.`)
    for (const { file, hash } of blocked) console.error(`- ${file}: ${hash}`)
    return 1
  }

  const functionsDir = resolve(ROOT, 'functions')
  if (!existsSync(resolve(functionsDir, 'node_modules')) && (await run('npm', ['ci', '--prefix', functionsDir, '--no-audit', '--no-fund'])) !== 0) return 1
  const siteUrl = (env.VITE_SITE_URL ?? '').trim().replace(/\/+$/, '') || `https://${project}.web.app`
  writeFileSync(
    resolve(functionsDir, `.env.${project}`),
    `# Written by npm run deploy (scripts/deploy.ts).\nSITE_URL=${siteUrl}\nVAPID_PUBLIC_KEY=${vapidPublicKey}\n`,
  )

  const { buildId } = JSON.parse(readFileSync(resolve(dist, 'builds/latest.json'), 'utf8')) as { buildId: string }
  console.log(`\n▶ deploying build ${buildId} to ${project}`)
  return run('npx', [
    'firebase',
    'deploy',
    '--config',
    DEPLOY_CONFIG,
    '--only',
    'hosting,firestore:rules,firestore:indexes,storage,functions',
    '--project',
    project!,
    '--message',
    `build ${buildId}`,
  ])
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error)
    process.exit(1)
  },
)
