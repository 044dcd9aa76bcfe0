import { describe, expect, it } from 'vitest'
import type { OpeningSchedule } from '@/features/site/model/opening-status'
import { settingsFromConfig } from '@/features/site/model/site-settings'
import { dealerSchedule, partsOfDayOn, pickUpTimesOn, testDriveDays } from './visit-times'

const schedule: OpeningSchedule = {
  weeklyHours: {
    0: [],
    1: [{ opens: '15:00', closes: '19:00' }],
    2: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    3: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    4: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    5: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    6: [{ opens: '09:00', closes: '12:30' }],
  },
  exceptions: [{ from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'Ferie', en: 'Holidays' } }],
}

describe('test drive days', () => {
  it('offers only the parts of the day the dealer is open in, Monday to Saturday', () => {
    expect(partsOfDayOn('2026-05-04', schedule)).toEqual(['afternoon']) // Monday
    expect(partsOfDayOn('2026-05-05', schedule)).toEqual(['morning', 'afternoon'])
    expect(partsOfDayOn('2026-05-09', schedule)).toEqual(['morning']) // Saturday
    expect(partsOfDayOn('2026-05-10', schedule)).toEqual([]) // Sunday
  })

  it('never offers a Sunday, even one the dealer opens on', () => {
    const openSunday = {
      ...schedule,
      exceptions: [{ from: '2026-05-10', to: '2026-05-10', intervals: [{ opens: '10:00', closes: '18:00' }], reason: { it: 'Porte aperte', en: 'Open day' } }],
    }
    expect(partsOfDayOn('2026-05-10', openSunday)).toEqual([])
  })

  it('starts tomorrow on the dealer’s clock and skips Sundays and closures', () => {
    // 23:30 in Rome on Saturday 8 August is already Sunday 9 August there.
    const days = testDriveDays(new Date('2026-08-08T21:30:00Z'), schedule, 14)
    expect(days[0]).toEqual({ date: '2026-08-21', parts: ['morning', 'afternoon'] })
    expect(days.map((day) => day.date)).not.toContain('2026-08-23')
  })
})

describe('pick-up times', () => {
  it('are every half hour while the dealer is open that day', () => {
    expect(pickUpTimesOn('2026-05-09', schedule)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'])
    expect(pickUpTimesOn('2026-05-04', schedule)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30'])
    expect(pickUpTimesOn('2026-08-12', schedule)).toEqual([])
  })
})

describe('dealerSchedule', () => {
  it('takes the week and the closures from the site settings', () => {
    const settings = settingsFromConfig()
    const closed = { ...settings, exceptions: [{ from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'Ferie', en: 'Holidays' } }] }
    const days = testDriveDays(new Date('2026-08-08T21:30:00Z'), dealerSchedule(closed), 14).map(({ date }) => date)
    expect(days).not.toContain('2026-08-10')
    expect(days).not.toContain('2026-08-20')
    expect(days).toContain('2026-08-21')
    expect(pickUpTimesOn('2026-08-12', dealerSchedule(closed))).toEqual([])
    expect(pickUpTimesOn('2026-08-12', dealerSchedule(settings)).length).toBeGreaterThan(0)
  })
})
