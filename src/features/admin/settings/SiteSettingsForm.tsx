import '@mantine/dates/styles.css'
import 'dayjs/locale/it'
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { useLocale } from '@/lib/use-locale'
import { DraftRestoredNotice } from '../document-editor/DraftRestoredNotice'
import { LeaveDialog } from '../document-editor/LeaveDialog'
import { SaveStatusBar } from '../document-editor/SaveStatusBar'
import { AddressSection } from './sections/AddressSection'
import { ContactsSection } from './sections/ContactsSection'
import { ExceptionsSection } from './sections/ExceptionsSection'
import { NoticeSection } from './sections/NoticeSection'
import { WeekSection } from './sections/WeekSection'
import { SettingsConflictNotice } from './SettingsNotices'
import { useSettingsEditor, type SettingsEditorOptions } from './use-settings-editor'

/** The site settings form: contacts, address, the week, dated exceptions and the notice, saved offline too. */
export function SiteSettingsForm({ pastExceptions, ...options }: SettingsEditorOptions & { pastExceptions: number }) {
  const { t } = useLingui()
  const lang = useLocale()
  const editor = useSettingsEditor(options)
  const { form, blocker, conflict } = editor
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <form
        noValidate
        aria-label={t`Site settings form`}
        onSubmit={(event) => {
          event.preventDefault()
          void editor.save()
        }}
      >
        <Stack gap="lg">
          {editor.restoredAt !== null && <DraftRestoredNotice savedAt={editor.restoredAt} onDiscard={editor.discardDraft} />}
          {conflict && <SettingsConflictNotice conflict={conflict} onKeepMine={() => void editor.keepMine()} onTakeTheirs={editor.takeTheirs} />}
          <ContactsSection form={form} />
          <AddressSection form={form} />
          <WeekSection form={form} />
          <ExceptionsSection form={form} today={options.today} pastCount={pastExceptions} />
          <NoticeSection form={form} today={options.today} />
          <SaveStatusBar note={editor.note} pending={editor.pending} dirty={editor.dirty} />
        </Stack>
        <LeaveDialog opened={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
      </form>
    </DatesProvider>
  )
}
