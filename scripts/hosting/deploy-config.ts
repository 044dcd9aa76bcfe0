/**
 * What `npm run deploy` checks before it builds anything (a real project and a complete web configuration), and
 * the configuration it deploys the build with.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { hostingConfigForBuild, readHostingConfig } from './csp'

/**
 * The configuration deployed, beside firebase.json (so that its paths mean the same), which git ignores:
 * firebase.json with the build's inline scripts allowed by their hashes (./csp.ts).
 */
export const DEPLOY_CONFIG = 'firebase.deploy.json'

/** Writes `deployConfigPath`: the firebase.json at `firebaseJsonPath` with the Hosting configuration of the build in `dist`. */
export function writeDeployConfig(firebaseJsonPath: string, dist: string, deployConfigPath: string): void {
  const json = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as Record<string, unknown>
  const hosting = hostingConfigForBuild(readHostingConfig(firebaseJsonPath), dist)
  writeFileSync(deployConfigPath, `${JSON.stringify({ ...json, hosting }, null, 2)}\n`)
}

/**
 * The web app configuration the production build cannot work without (Firebase console → Project settings →
 * Your apps). VITE_FIREBASE_MESSAGING_SENDER_ID and VITE_FIREBASE_MEASUREMENT_ID are optional.
 */
export const REQUIRED_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const

/** Firebase project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/

/** Every reason not to deploy `project` with this configuration; none means go. */
export function deployProblems(project: string | undefined, env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = []
  if (!project) {
    problems.push('No Firebase project named: pass --project <id> or set FIREBASE_PROJECT.')
  } else if (project.startsWith('demo-')) {
    problems.push(`"${project}" is a demo project: it exists only in the local emulators and cannot be deployed to.`)
  } else if (!PROJECT_ID.test(project)) {
    problems.push(`"${project}" is not a Firebase project id.`)
  }
  const missing = REQUIRED_ENV.filter((name) => !env[name]?.trim())
  if (missing.length > 0) {
    problems.push(`The web app configuration is incomplete: set ${missing.join(', ')} in .env.production.local (or the environment).`)
  }
  const configured = env.VITE_FIREBASE_PROJECT_ID?.trim()
  if (project && configured && configured !== project) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is "${configured}" but the deploy targets "${project}": the site would use another project's data.`)
  }
  if (env.VITE_USE_EMULATORS?.trim() === 'true') {
    problems.push('VITE_USE_EMULATORS=true would make the deployed site talk to local emulators: unset it for the production build.')
  }
  return problems
}
