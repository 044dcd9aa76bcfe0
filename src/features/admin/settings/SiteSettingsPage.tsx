import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Skeleton, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import type { StoredSettingsSnapshot } from '@/features/site/api/site-settings-repository'
import { useDealerToday } from '@/features/site/components/SiteNotice'
import { settingsFromConfig } from '@/features/site/model/site-settings'
import { weekdayLabel } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import type { StoredDraft } from '../document-editor/draft-store'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { loadSettingsDraft, type SettingsDraft } from './settings-draft'
import { pastExceptionCount, settingsToFormValues, type SettingsFormValues } from './model/settings-form-model'
import { storedSettingsProblems } from './model/stored-settings-problems'
import { StoredProblemsNotice } from './SettingsNotices'
import { SiteSettingsForm } from './SiteSettingsForm'
import { useStoredSettings } from './stored-settings'

/** How long the editor waits for the server when this device has never read the settings (offline, say). */
const SERVER_WAIT_MS = 8000

interface Setup {
  initial: SettingsFormValues
  baseRevision: number
  restored: StoredDraft<SettingsDraft> | null
  /** The stored document's wrong fields, when it does not decode. */
  problems: string[] | null
  pastExceptions: number
}

/** The reserved area's site settings: contacts, address, hours, holidays and the notice, edited from the tablet. */
export function SiteSettingsPage() {
  const { i18n } = useLingui()
  const lang = useLocale()
  const today = useDealerToday()
  const { snapshot, failed } = useStoredSettings()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setGaveUpWaiting(true), SERVER_WAIT_MS)
    return () => clearTimeout(timer)
  }, [])

  // The form starts once the document is known: from the server, from this device's cache, or (never read here,
  // and no answer) as missing.
  if (!setup && snapshot && (snapshot.exists || !snapshot.fromCache || gaveUpWaiting)) setSetup(makeSetup(snapshot))

  function makeSetup(current: StoredSettingsSnapshot): Setup {
    const { decoded } = current
    const settings = decoded.ok ? decoded.settings : settingsFromConfig()
    const initial = settingsToFormValues(settings, today)
    const problems =
      !decoded.ok && current.exists && decoded.error ? storedSettingsProblems(decoded.error.issues, i18n, (day) => weekdayLabel(day, lang)) : null
    return { initial, baseRevision: current.revision, restored: loadSettingsDraft(initial), problems, pastExceptions: pastExceptionCount(settings, today) }
  }

  return (
    <Page size="xl">
      <AdminSectionNav />
      <PageHeader
        eyebrow={<Trans>Reserved area</Trans>}
        title={<Trans>Site settings</Trans>}
        lead={
          <Trans>
            What every page of the site says about the showroom: contacts, address, opening hours, holidays and notices. Changes made offline are kept and sent
            when the connection returns.
          </Trans>
        }
      />
      {failed && !setup ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Trans>The settings could not be read. Check the connection and reload the page.</Trans>
        </Alert>
      ) : !setup ? (
        <Stack aria-busy="true">
          <Skeleton height={160} radius="md" />
          <Skeleton height={420} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg">
          {setup.problems && <StoredProblemsNotice problems={setup.problems} />}
          <SiteSettingsForm
            initial={setup.initial}
            baseRevision={setup.baseRevision}
            restored={setup.restored}
            snapshot={snapshot}
            today={today}
            pastExceptions={setup.pastExceptions}
          />
        </Stack>
      )}
    </Page>
  )
}
