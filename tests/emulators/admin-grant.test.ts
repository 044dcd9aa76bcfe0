import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REVOKE_NOTE } from '../../scripts/seed/admin-role'
import { PROJECT_ID, ensureEmulatorEnv, repoRoot } from './emulator-support'

ensureEmulatorEnv()

const run = promisify(execFile)
const VERIFIED = 'admin-grant-verified@demo.test'
const UNVERIFIED = 'admin-grant-unverified@demo.test'
let app: App

/** Runs `npm run admin:grant -- <args>` against the Auth emulator: its exit code and what it printed. */
async function adminGrant(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-grant.ts', ...args], { cwd: repoRoot, env: process.env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  )
}

async function removeAccounts(): Promise<void> {
  const { users } = await getAuth(app).getUsers([{ email: VERIFIED }, { email: UNVERIFIED }])
  await getAuth(app).deleteUsers(users.map(({ uid }) => uid))
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'admin-grant-test')
  await removeAccounts()
  await getAuth(app).createUser({ email: VERIFIED, password: 'grant-password-2026', emailVerified: true })
  await getAuth(app).createUser({ email: UNVERIFIED, password: 'grant-password-2026', emailVerified: false })
})

afterAll(async () => {
  await removeAccounts()
  await deleteApp(app)
})

it('refuses to make an account with an unverified e-mail an admin, unless told to with --allow-unverified', async () => {
  const refused = await adminGrant(UNVERIFIED)
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain(`Refusing to make ${UNVERIFIED} an admin: its e-mail address is not verified`)
  expect((await getAuth(app).getUserByEmail(UNVERIFIED)).customClaims ?? {}).toEqual({})

  const allowed = await adminGrant(UNVERIFIED, '--allow-unverified')
  expect(allowed.code).toBe(0)
  expect(allowed.stdout).toContain(`Granted admin to ${UNVERIFIED}`)
  expect(allowed.stdout).toContain('is not verified (granted because of --allow-unverified)')
  expect((await getAuth(app).getUserByEmail(UNVERIFIED)).customClaims).toEqual({ admin: true })
})

it('grants to a verified account; --revoke takes the claim away and revokes its refresh tokens', async () => {
  const granted = await adminGrant(VERIFIED)
  expect(granted.code).toBe(0)
  const user = await getAuth(app).getUserByEmail(VERIFIED)
  expect(user.customClaims).toEqual({ admin: true })

  // Revocation is recorded to the second: let one pass, so that it shows as a later time.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const revoked = await adminGrant(VERIFIED, '--revoke')
  expect(revoked.code).toBe(0)
  expect(revoked.stdout).toContain(`Removed admin from ${VERIFIED}`)
  expect(revoked.stdout).toContain(REVOKE_NOTE)
  const after = await getAuth(app).getUserByEmail(VERIFIED)
  expect(after.customClaims ?? {}).toEqual({})
  expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(Date.parse(user.tokensValidAfterTime ?? ''))
})

it('rejects an option it does not know rather than granting', async () => {
  const result = await adminGrant(UNVERIFIED, '--revok')
  expect(result.code).toBe(1)
  expect(result.stderr).toContain('Unknown option --revok')
})
