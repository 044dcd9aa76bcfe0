import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLocale } from '@/lib/use-locale'
import { WriteFailureAlerts } from '../components/WriteFailureAlerts'
import { ConflictView, DeletedConflictNotice } from './ConflictView'
import { DraftRestoredNotice } from '../document-editor/DraftRestoredNotice'
import { DeletedNotice } from './EditorNotices'
import { LeaveDialog } from '../document-editor/LeaveDialog'
import { SaveBar } from './SaveBar'
import { CarSection } from './sections/CarSection'
import { EquipmentSection } from './sections/EquipmentSection'
import { IdentitySection } from './sections/IdentitySection'
import { PhotosSection } from './sections/PhotosSection'
import { PriceSection } from './sections/PriceSection'
import { TextsSection } from './sections/TextsSection'
import { UnusualValuesDialog } from './UnusualValuesDialog'
import { useVehicleEditor, type VehicleEditorOptions } from './use-vehicle-editor'

interface Props extends VehicleEditorOptions {
  /** The vehicle has a write the server has not confirmed yet. */
  pending: boolean
}

/** The vehicle form: validation field by field, autosaved draft, photos, and a save that never blocks offline. */
export function VehicleForm({ pending, ...options }: Props) {
  const { t } = useLingui()
  const editor = useVehicleEditor(options)
  const { form, blocker, conflict } = editor
  const navigate = useNavigate()
  const lang = useLocale()

  return (
    <form
      noValidate
      aria-label={t`Vehicle form`}
      onSubmit={(event) => {
        event.preventDefault()
        void editor.save()
      }}
    >
      <Stack gap="lg">
        <WriteFailureAlerts />
        {editor.restoredAt !== null && <DraftRestoredNotice savedAt={editor.restoredAt} onDiscard={editor.discardDraft} />}
        {conflict?.kind === 'changed' && (
          <ConflictView
            theirs={conflict.theirs}
            mine={form.getValues()}
            afterReload={conflict.afterReload}
            onResolve={(merged) => void editor.resolveConflict(merged)}
          />
        )}
        {conflict?.kind === 'deleted' && (
          <DeletedConflictNotice
            afterReload={conflict.afterReload}
            onRecreate={() => void editor.recreate()}
            onDiscard={() => {
              editor.discardDraft()
              void navigate({ to: '/$lang/admin', params: { lang } })
            }}
          />
        )}
        {options.deleted && conflict?.kind !== 'deleted' && <DeletedNotice />}
        <IdentitySection form={form} />
        <CarSection form={form} />
        <PriceSection form={form} />
        <TextsSection form={form} tab={editor.tab} onTabChange={editor.setTab} />
        <EquipmentSection form={form} />
        <PhotosSection
          form={form}
          vehicleId={options.vehicleId}
          draftKey={options.draftKey}
          onUploaded={editor.onUploaded}
          onBusyChange={editor.setUploadsBusy}
        />
        <SaveBar note={editor.note} pending={pending} dirty={editor.dirty} />
      </Stack>
      <UnusualValuesDialog values={editor.unusual} onConfirm={editor.confirmUnusual} onReview={editor.reviewUnusual} />
      <LeaveDialog opened={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </form>
  )
}
