import { Trans } from '@lingui/react/macro'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { Section } from '../../components/Section'
import { PhotoManager } from '../../photos/PhotoManager'
import type { VehicleEditorForm } from '../../model/vehicle-form-model'

interface Props {
  form: VehicleEditorForm
  vehicleId: string
  draftKey: string
  onUploaded: (photo: VehiclePhoto) => void
  onBusyChange: (busy: boolean) => void
}

/** The photos: uploads on their way, and the uploaded ones in their order, the cover first. */
export function PhotosSection({ form, vehicleId, draftKey, onUploaded, onBusyChange }: Props) {
  return (
    <Section title={<Trans>Photos</Trans>}>
      <PhotoManager
        vehicleId={vehicleId}
        draftKey={draftKey}
        photos={form.values.photos}
        onChange={(photos) => form.setFieldValue('photos', photos)}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange}
        error={form.errors.photos as string | undefined}
      />
    </Section>
  )
}
