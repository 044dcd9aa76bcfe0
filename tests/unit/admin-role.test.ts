import { describe, expect, it } from 'vitest'
import {
  REVOKE_NOTE,
  grantDecision,
  leftoverDemoAccountsWarning,
  readGrantFlags,
  seedCreatesUsers,
  seedNoUsersNotice,
  seedRefusal,
} from '../../scripts/seed/admin-role'

const GRANT = { revoke: false, allowUnverified: false }

describe('the seed and the demo accounts', () => {
  it('creates the demo accounts in a demo project only', () => {
    expect(seedCreatesUsers('demo-autosalone')).toBe(true)
    expect(seedCreatesUsers('demo-x')).toBe(true)
    expect(seedCreatesUsers('autosalone-prod')).toBe(false)
    // A real project whose id merely contains "demo" is still a real project.
    expect(seedCreatesUsers('dealer-demo-1')).toBe(false)
  })

  it('refuses a real project without --force, and seeds it (without accounts) with it', () => {
    expect(seedRefusal('demo-autosalone', false)).toBeNull()
    expect(seedRefusal('autosalone-prod', false)).toBe(
      'Refusing to seed "autosalone-prod": it is not a demo project (demo-*). Add --force if you really mean to write demo data there.',
    )
    expect(seedRefusal('autosalone-prod', true)).toBeNull()
  })

  it('says in a real project that it created no users, and the command that grants the admin role there', () => {
    const notice = seedNoUsersNotice('autosalone-prod')
    expect(notice).toContain('no users created in autosalone-prod')
    expect(notice).toContain('npm run admin:grant -- <their e-mail> --project autosalone-prod')
  })

  it('warns about demo accounts an earlier seed left in a real project, and only then', () => {
    expect(leftoverDemoAccountsWarning('autosalone-prod', [])).toBeNull()
    const warning = leftoverDemoAccountsWarning('autosalone-prod', ['admin@demo.test'])
    expect(warning).toContain('WARNING: autosalone-prod has demo accounts, whose password is in the README: admin@demo.test.')
    expect(warning).toContain('npm run admin:grant -- admin@demo.test --project autosalone-prod --revoke')
  })
})

describe('admin:grant', () => {
  it('refuses an account whose e-mail is not verified, saying why and what to do', () => {
    const decision = grantDecision('owner@example.com', { emailVerified: false }, GRANT)
    expect(decision.action).toBe('refuse')
    if (decision.action !== 'refuse') return
    expect(decision.message).toMatch(/^Refusing to make owner@example\.com an admin: its e-mail address is not verified/)
    expect(decision.message).toContain('"Password dimenticata?" at /it/login')
    expect(decision.message).toContain('add --allow-unverified')
  })

  it('grants to an unverified account only with --allow-unverified, and says so', () => {
    const decision = grantDecision('owner@example.com', { emailVerified: false }, { revoke: false, allowUnverified: true })
    expect(decision).toMatchObject({ action: 'grant', claims: { admin: true }, revokeRefreshTokens: false })
    if (decision.action === 'refuse') return
    expect(decision.notes[0]).toBe('Warning: the e-mail address of owner@example.com is not verified (granted because of --allow-unverified).')
  })

  it('grants to a verified account, keeping its other claims, without a warning', () => {
    const decision = grantDecision('owner@example.com', { emailVerified: true, customClaims: { staff: 'sales' } }, GRANT)
    expect(decision).toEqual({
      action: 'grant',
      claims: { staff: 'sales', admin: true },
      revokeRefreshTokens: false,
      notes: ['The change reaches the app when the user signs in again or their ID token refreshes (within the hour).'],
    })
  })

  it('revokes, verified or not: removes the claim, revokes the refresh tokens and says that the account is signed out within the hour', () => {
    const decision = grantDecision('former@example.com', { emailVerified: false, customClaims: { admin: true } }, { revoke: true, allowUnverified: false })
    expect(decision).toEqual({ action: 'revoke', claims: null, revokeRefreshTokens: true, notes: [REVOKE_NOTE] })
    expect(REVOKE_NOTE).toContain('signed out at its next token refresh, so within the hour')
    expect(REVOKE_NOTE).toContain('ID tokens already issued stay valid until they expire')
  })

  it('keeps the other claims on a revocation, and says when the account was not an admin', () => {
    const decision = grantDecision('staff@example.com', { emailVerified: true, customClaims: { staff: 'sales' } }, { revoke: true, allowUnverified: false })
    expect(decision).toEqual({
      action: 'revoke',
      claims: { staff: 'sales' },
      revokeRefreshTokens: true,
      notes: ['staff@example.com did not have the admin claim.', REVOKE_NOTE],
    })
  })

  it('reads its flags, and rejects one it does not know rather than granting', () => {
    expect(readGrantFlags(new Map([['revoke', true]]))).toEqual({ flags: { revoke: true, allowUnverified: false } })
    const projectAndAllow = new Map<string, string | true>()
    projectAndAllow.set('project', 'p-1').set('allow-unverified', true)
    expect(readGrantFlags(projectAndAllow)).toEqual({ flags: { revoke: false, allowUnverified: true } })
    expect(readGrantFlags(new Map([['revok', true]]))).toEqual({ error: 'Unknown option --revok' })
  })
})
