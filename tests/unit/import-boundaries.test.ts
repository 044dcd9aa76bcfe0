// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The lint rules that hold the boundaries between features, tried on imports a file could make. */
const eslint = new ESLint({ cwd: process.cwd() })

async function importProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}'\nexport const y = x\n`, { filePath: file })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('import boundaries', () => {
  it.each([
    ['src/features/vehicles/detail/Page.tsx', '@/features/admin/api/admin-writes', /vehicles feature may import only/],
    ['src/features/pages/HomePage.tsx', '@/features/admin/stock/AdminHomePage', /pages feature may import only/],
    ['src/features/errors/ErrorPage.tsx', '@/features/shell/Footer', /errors feature may import only shared code/],
    ['src/features/admin/stock/List.tsx', '@/features/vehicles/detail/VehiclePage', /may use only model\/, api\//],
    ['src/features/vehicles/detail/Page.tsx', '../../admin/api/admin-writes', /never by a relative path/],
    ['src/features/pwa/Prompt.tsx', '../shell/Footer', /never by a relative path/],
    ['src/lib/seo.ts', '@/features/vehicles/format', /Shared code must not import features/],
    ['src/features/vehicles/listing/List.tsx', 'firebase/firestore', /Only src\/lib\/firebase/],
    ['src/features/shell/Footer.island.tsx', '@/routes/__root', /Features must not import routes/],
    ['src/features/leads/forms/Form.tsx', '@/features/vehicles/model/vehicle-schema', /leads feature may import only/],
    ['src/features/admin/leads/Inbox.tsx', '@/features/leads/forms/LeadDialog', /may use only model\//],
  ])('%s may not import %s', async (file, specifier, reason) => {
    const problems = await importProblems(file, specifier)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(reason)
  })

  it.each([
    ['src/features/admin/editor/Form.tsx', '@/features/vehicles/model/vehicle-schema'],
    ['src/features/admin/stock/List.tsx', '@/features/vehicles/api/vehicles-repository'],
    ['src/features/shell/Footer.island.tsx', '@/features/leads/forms/ContactForm'],
    ['src/features/vehicles/model/vehicle-schema.ts', '../../../lib/zod'],
    ['src/features/admin/editor/Form.tsx', '../photos/PhotoManager'],
    ['src/lib/firebase/firestore.ts', 'firebase/firestore'],
    ['src/routes/$lang/admin/index.tsx', '@/features/admin/stock/AdminHomePage'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([])
  })
}, 60_000)
