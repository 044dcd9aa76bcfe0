/**
 * Grants (or with --revoke removes) the `admin: true` custom claim that the Firestore and Storage rules check.
 *
 *   npm run admin:grant -- someone@example.com                       # local emulators (demo-autosalone)
 *   npm run admin:grant -- someone@example.com --project my-project  # a real project (needs credentials)
 *   npm run admin:grant -- someone@example.com --revoke
 *
 * For a real project, GOOGLE_APPLICATION_CREDENTIALS points at a service account key (or gcloud ADC is set up).
 * The user must sign out and in again (or wait up to an hour) for the new claim to reach their ID token.
 *
 * Only an account whose e-mail address is verified gets the claim, unless --allow-unverified says that whoever
 * runs the script vouches for it. --revoke also revokes the account's refresh tokens, so that every device is signed
 * out within the hour. The decisions are in scripts/seed/admin-role.ts.
 */
import { applicationDefault, cert, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { UsageError, parseArgs, resolveAdminTarget, runScript } from './seed/admin-target'
import { grantDecision, readGrantFlags } from './seed/admin-role'

const USAGE = 'Usage: npm run admin:grant -- <email> [--project <id>] [--revoke] [--allow-unverified]'

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2), ['project'])
  if (parsed.flags.has('help')) {
    console.log(USAGE)
    return
  }
  const read = readGrantFlags(parsed.flags)
  if ('error' in read) throw new UsageError(read.error)
  const [email, ...extra] = parsed.positional
  if (!email || extra.length > 0) throw new UsageError(email ? `Unexpected argument "${extra[0]}"` : 'Missing e-mail address')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address`)
  const projectFlag = parsed.flags.get('project')
  const credentialPath = process.env.GOOGLE_APPLICATION_CREDENTIALS
  const target = resolveAdminTarget({ projectId: typeof projectFlag === 'string' ? projectFlag : undefined })
  if (!target.useEmulators && !credentialPath) {
    console.warn('GOOGLE_APPLICATION_CREDENTIALS is not set: trying Application Default Credentials (gcloud auth application-default login).')
  }
  const app = initializeApp({
    projectId: target.projectId,
    ...(target.useEmulators ? {} : { credential: credentialPath ? cert(credentialPath) : applicationDefault() }),
  })
  const auth = getAuth(app)
  const where = target.useEmulators
    ? `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (project ${target.projectId})`
    : `project ${target.projectId}`

  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw new UsageError(
        `No user with e-mail ${email} in ${where}. Create the account first (Firebase console; in a demo project, npm run seed creates the demo users).`,
      )
    }
    throw error
  })
  const decision = grantDecision(email, user, read.flags)
  if (decision.action === 'refuse') throw new UsageError(decision.message)
  await auth.setCustomUserClaims(user.uid, decision.claims)
  if (decision.revokeRefreshTokens) await auth.revokeRefreshTokens(user.uid)
  console.log(`${decision.action === 'revoke' ? 'Removed admin from' : 'Granted admin to'} ${email} (uid ${user.uid}) in ${where}.`)
  for (const note of decision.notes) console.log(note)
}

runScript(main, USAGE, 'Cannot reach the Auth emulator. Start it first: npx firebase emulators:start --only auth,firestore,storage')
