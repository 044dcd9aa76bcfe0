import { describe, expect, it } from 'vitest'
import { deviceLabel } from '@/features/admin/push/device-alerts'
import { titleWithCount } from '@/features/admin/components/use-unread-signals'

describe("the unread count in the tab's title", () => {
  it('goes in front of the title, replaces an older count, and goes away at none', () => {
    expect(titleWithCount('Richieste — Autosalone', '3')).toBe('(3) Richieste — Autosalone')
    expect(titleWithCount('(3) Richieste — Autosalone', '99+')).toBe('(99+) Richieste — Autosalone')
    expect(titleWithCount('(12+) Richieste — Autosalone', null)).toBe('Richieste — Autosalone')
  })
})

describe("a device's name in the list of those notified", () => {
  it('says the browser and the system', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome · Android',
    )
    expect(deviceLabel('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(
      'Safari · iOS',
    )
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge · Windows',
    )
    expect(deviceLabel('')).toBe('Browser · Other')
  })
})
