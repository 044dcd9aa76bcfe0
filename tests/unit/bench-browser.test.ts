// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headlessShellExecutable } from '../../scripts/chromium'

/**
 * Which browser the benchmark measures: Chromium's headless shell wherever one is found, the tests' Chromium
 * only as a last resort (and then it says so). The PATH is a folder of stand-in executables, and `which`.
 */
const which = execFileSync('which', ['which'], { encoding: 'utf8' }).trim()

describe('headlessShellExecutable', () => {
  let bin: string

  /** An executable named `name` in the stand-in folder. */
  const install = (name: string) => {
    const file = join(bin, name)
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o755)
    return file
  }

  beforeEach(() => {
    bin = mkdtempSync(join(tmpdir(), 'bench-browser-'))
    symlinkSync(which, join(bin, 'which'))
    vi.stubEnv('PATH', bin)
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', '')
    vi.stubEnv('CHROMIUM_PATH', '/opt/tests-chromium/chromium')
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(bin, { recursive: true, force: true })
  })

  it('takes CHROMIUM_HEADLESS_SHELL_PATH first', () => {
    install('chromium-headless-shell')
    vi.stubEnv('CHROMIUM_HEADLESS_SHELL_PATH', '/opt/shell/chrome-headless-shell')
    expect(headlessShellExecutable()).toEqual({ executablePath: '/opt/shell/chrome-headless-shell', usesHeadlessShell: true })
  })

  it("takes the system's chromium-headless-shell over the tests' Chromium", () => {
    const shell = install('chromium-headless-shell')
    install('chromium')
    expect(headlessShellExecutable()).toEqual({ executablePath: shell, usesHeadlessShell: true })
  })

  it("falls back to the tests' Chromium without a shell, and says it is not one", () => {
    install('chromium')
    expect(headlessShellExecutable()).toEqual({ executablePath: '/opt/tests-chromium/chromium', usesHeadlessShell: false })
  })
})
