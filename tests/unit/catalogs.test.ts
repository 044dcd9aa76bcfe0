// @vitest-environment node
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'

const catalogs = () => getCatalogs(getConfig({ cwd: process.cwd(), skipValidation: true }))

/**
 * Every message the code uses is in its area's catalog (common, static pages, a vehicle's page, the listings' filters, requests,
 * reserved area, the home page's lower blocks, the footer, the cookie banner) in both
 * languages and translated: nothing ships in the wrong language, and the catalogs hold nothing the code no
 * longer uses.
 */
describe('translation catalogs', () => {
  it("are the common one, the static pages', a vehicle page's, the listings', the requests', the reserved area's, the home page's lower blocks, the footer's and the cookie banner's", async () => {
    expect((await catalogs()).map((catalog) => catalog.path.replace(/.*\/locales\//, ''))).toEqual([
      '{locale}/messages',
      '{locale}/pages',
      '{locale}/vehicle',
      '{locale}/listing',
      '{locale}/leads',
      '{locale}/admin',
      '{locale}/home',
      '{locale}/footer',
      '{locale}/consent',
    ])
  })

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    'cover every message of the source, in Italian and English (catalog %i)',
    async (index) => {
      const catalog = (await catalogs())[index]
      if (!catalog) throw new Error('no catalog configured')
      const extracted = await catalog.collect()
      if (!extracted) throw new Error('extraction failed')
      const used = Object.keys(extracted).sort()
      expect(used.length).toBeGreaterThan(5)

      for (const locale of ['it', 'en']) {
        const messages = await catalog.read(locale)
        const active = Object.entries(messages).filter(([, m]) => !m.obsolete)
        const untranslated = active.filter(([, m]) => !m.translation?.trim()).map(([id, m]) => m.message ?? id)
        expect(untranslated, `${locale}: messages without translation`).toEqual([])
        const known = new Set(active.map(([id]) => id))
        const missing = used.filter((id) => !known.has(id)).map((id) => extracted[id]?.message ?? id)
        expect(missing, `${locale}: messages missing from the catalog (run npm run extract)`).toEqual([])
        const stale = [...known].filter((id) => !(id in extracted))
        expect(stale, `${locale}: messages no longer used (run npm run extract)`).toEqual([])
      }
    },
    60_000,
  )

  it('keep placeholders identical in both languages', async () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}|<\/?\d+\/?>/g) ?? []).sort()
    for (const catalog of await catalogs()) {
      const it_ = await catalog.read('it')
      const mismatched = Object.entries(it_)
        .filter(([, m]) => !m.obsolete && m.translation && m.message)
        .filter(([, m]) => placeholders(m.message!).join() !== placeholders(m.translation!).join())
        .map(([, m]) => `${m.message} -> ${m.translation}`)
      expect(mismatched).toEqual([])
    }
  })

  it('give a message one translation in every catalog that has it (the catalogs of a language share one table)', async () => {
    for (const locale of ['it', 'en']) {
      const seen = new Map<string, string>()
      const clashes: string[] = []
      for (const catalog of await catalogs()) {
        for (const [id, message] of Object.entries(await catalog.read(locale))) {
          if (message.obsolete || !message.translation) continue
          const earlier = seen.get(id)
          if (earlier !== undefined && earlier !== message.translation) clashes.push(`${message.message}: ${earlier} / ${message.translation}`)
          seen.set(id, message.translation)
        }
      }
      expect(clashes, locale).toEqual([])
    }
  })
})
