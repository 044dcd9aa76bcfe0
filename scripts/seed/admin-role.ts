/**
 * Who the scripts let hold the `admin` claim, the key to the reserved area (firestore.rules and storage.rules check
 * it and nothing else). Decided here, away from Firebase, so that the rules of `npm run seed` and of
 * `npm run admin:grant` are tested without emulators; the scripts only carry the decisions out.
 */

/** Demo projects (`demo-*`) live only on the emulators: nothing in them can be reached from the internet. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-')
}

/**
 * Whether the seed creates its demo accounts and gives `admin@demo.test` the admin claim. Only in a demo project,
 * `--force` or not: their password is printed in the README, so in a real project they would let anyone in.
 */
export function seedCreatesUsers(projectId: string): boolean {
  return isDemoProject(projectId)
}

/** Why the seed will not write to a project, or null when it may. A real project takes `--force`. */
export function seedRefusal(projectId: string, force: boolean): string | null {
  if (isDemoProject(projectId) || force) return null
  return `Refusing to seed "${projectId}": it is not a demo project (demo-*). Add --force if you really mean to write demo data there.`
}

/** What the seed says, in a project that is not a demo one, about the accounts it left alone. */
export function seedNoUsersNotice(projectId: string): string {
  return [
    `  no users created in ${projectId}: the demo accounts exist only in demo-* projects (their password is public).`,
    '  To let someone into the reserved area, create their account (Firebase console, Authentication → Users), have them set',
    '  their own password with "Password dimenticata?" at /it/login (that also verifies the address), then run:',
    `    npm run admin:grant -- <their e-mail> --project ${projectId}`,
  ].join('\n')
}

/**
 * The warning when demo accounts already exist in a project that is not a demo one (an earlier seed created them
 * there), or null when there are none. The seed does not delete accounts in a real project: a person does.
 */
export function leftoverDemoAccountsWarning(projectId: string, emails: readonly string[]): string | null {
  if (emails.length === 0) return null
  return [
    `  WARNING: ${projectId} has demo accounts, whose password is in the README: ${emails.join(', ')}.`,
    '  Delete them in the Firebase console (Authentication → Users), or at least take the admin role away:',
    `    npm run admin:grant -- admin@demo.test --project ${projectId} --revoke`,
  ].join('\n')
}

/** What `admin:grant` knows of the account: the fields of firebase-admin's UserRecord it decides on. */
export interface Account {
  emailVerified: boolean
  customClaims?: Record<string, unknown> | undefined
}

export interface GrantFlags {
  /** Take the claim away (and sign the account out everywhere) instead of granting it. */
  revoke: boolean
  /** Grant even though the e-mail address is not verified: the person running the script vouches for it. */
  allowUnverified: boolean
}

const GRANT_FLAG_NAMES = ['project', 'revoke', 'allow-unverified', 'help'] as const

/**
 * The flags of `admin:grant`, or the error for one it does not know: a mistyped `--revoke` must not be taken for
 * a grant.
 */
export function readGrantFlags(flags: ReadonlyMap<string, string | true>): { flags: GrantFlags } | { error: string } {
  const unknown = [...flags.keys()].find((name) => !(GRANT_FLAG_NAMES as readonly string[]).includes(name))
  if (unknown !== undefined) return { error: `Unknown option --${unknown}` }
  return { flags: { revoke: flags.has('revoke'), allowUnverified: flags.has('allow-unverified') } }
}

export type GrantDecision =
  | { action: 'refuse'; message: string }
  /** Set `claims` (null: none left), and for a revocation revoke the refresh tokens; then print `notes`. */
  | { action: 'grant' | 'revoke'; claims: Record<string, unknown> | null; revokeRefreshTokens: boolean; notes: string[] }

/** What the user sees after a revocation: the claim is gone, but not every open device at once. */
export const REVOKE_NOTE =
  'Their refresh tokens are revoked too: every device they are signed in on is signed out at its next token refresh, so ' +
  'within the hour. ID tokens already issued stay valid until they expire (at most an hour), and the Firestore and Storage ' +
  'rules cannot tell that they were revoked: until then a device already open may still write.'

/**
 * What `admin:grant` does with an account. Granting needs a verified e-mail address: an account can be created with
 * an address its creator does not own, and the claim would then open the reserved area to a stranger. Taking the
 * claim away is always allowed.
 */
export function grantDecision(email: string, account: Account, flags: GrantFlags): GrantDecision {
  const claims: Record<string, unknown> = { ...(account.customClaims ?? {}) }
  if (flags.revoke) {
    const wasAdmin = claims.admin === true
    delete claims.admin
    return {
      action: 'revoke',
      claims: Object.keys(claims).length > 0 ? claims : null,
      revokeRefreshTokens: true,
      notes: [...(wasAdmin ? [] : [`${email} did not have the admin claim.`]), REVOKE_NOTE],
    }
  }
  if (!account.emailVerified && !flags.allowUnverified) {
    return {
      action: 'refuse',
      message:
        `Refusing to make ${email} an admin: its e-mail address is not verified, so nothing shows that the account belongs ` +
        'to whoever reads that mailbox. Have the owner choose "Password dimenticata?" at /it/login ("Forgot your password?" ' +
        'at /en/login) and set their password from the e-mailed link: that verifies the address and replaces any password ' +
        'someone else chose. Then run this again. If you are sure the account is theirs, add --allow-unverified.',
    }
  }
  claims.admin = true
  return {
    action: 'grant',
    claims,
    revokeRefreshTokens: false,
    notes: [
      ...(account.emailVerified ? [] : [`Warning: the e-mail address of ${email} is not verified (granted because of --allow-unverified).`]),
      'The change reaches the app when the user signs in again or their ID token refreshes (within the hour).',
    ],
  }
}
