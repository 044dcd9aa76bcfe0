import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core'
import '@mantine/core/styles/Progress.css'
import { IconArrowLeft, IconArrowRight, IconCamera, IconPhotoPlus, IconRefresh, IconStar, IconTrash, IconX } from '@tabler/icons-react'
import { useEffect, useRef, type ChangeEvent } from 'react'
import { ProblemAlert } from '../components/ProblemAlert'
import { StoragePhoto } from '@/components/StoragePhoto'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { VEHICLE_LIMITS } from '@/features/vehicles/model/vehicle-constants'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { photoRefusalMessage } from '@/lib/photos/photo-refusal'
import type { PhotoUpload } from './upload-list'
import { usePhotoUploads } from './use-photo-uploads'

const TOUCH = 44

interface Props {
  vehicleId: string
  /** The editor's draft key: photos waiting on the device are filed under it. */
  draftKey: string
  photos: VehiclePhoto[]
  onChange: (photos: VehiclePhoto[]) => void
  onUploaded: (photo: VehiclePhoto) => void
  onBusyChange?: (busy: boolean) => void
  error?: string | undefined
}

function SortablePhoto({
  photo,
  index,
  count,
  onMove,
  onRemove,
}: {
  photo: VehiclePhoto
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id })
  const number = index + 1
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding={0}
      radius="md"
      data-testid="vehicle-photo"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, opacity: isDragging ? 0.8 : 1 }}
    >
      <div
        {...attributes}
        {...listeners}
        aria-label={t`Photo ${number} of ${count}: drag to reorder, or focus and use the arrow keys after pressing space`}
        style={{ position: 'relative', aspectRatio: '4 / 3', cursor: 'grab', touchAction: 'none', background: 'var(--mantine-color-gray-2)' }}
      >
        <StoragePhoto
          src={photo.thumb.url}
          privateRead
          alt=""
          width={photo.thumb.width}
          height={photo.thumb.height}
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {index === 0 && (
          <Badge pos="absolute" top={6} left={6} color="green.9" variant="filled">
            <Trans>Cover</Trans>
          </Badge>
        )}
      </div>
      <Group gap={4} p={4} justify="space-between" wrap="nowrap">
        <ActionIcon variant="subtle" size={TOUCH} aria-label={t`Move photo ${number} left`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" size={TOUCH} aria-label={t`Make photo ${number} the cover`} disabled={index === 0} onClick={() => onMove(index, 0)}>
          <IconStar size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size={TOUCH}
          aria-label={t`Move photo ${number} right`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <IconArrowRight size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red.9" size={TOUCH} aria-label={t`Remove photo ${number}`} onClick={onRemove}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  )
}

function UploadRow({ upload, onCancel, onRetry, onRemove }: { upload: PhotoUpload; onCancel: () => void; onRetry: () => void; onRemove: () => void }) {
  const { t } = useLingui()
  const name = upload.name
  const percent = Math.round(upload.fraction * 100)
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <Card withBorder padding="xs" radius="md" data-testid="photo-upload" aria-label={t`Upload of ${name}`} component="section">
      <Group wrap="nowrap" gap="sm">
        <div style={{ width: 64, height: 48, flexShrink: 0, borderRadius: 6, overflow: 'hidden', background: 'var(--mantine-color-gray-2)' }}>
          {upload.previewUrl && <img src={upload.previewUrl} alt="" width={64} height={48} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />}
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {name}
          </Text>
          {upload.state === 'resizing' && (
            <Text size="sm" c="dimmed">
              <Trans>Preparing the photo…</Trans>
            </Text>
          )}
          {upload.state === 'uploading' && (
            <>
              <Progress value={percent} aria-label={t`Upload of ${name}`} size="lg" animated={percent < 100} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {offline ? <Trans>Waiting for the connection…</Trans> : <Trans>Uploading: {percent}%</Trans>}
              </Text>
            </>
          )}
          {upload.state === 'waiting' && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="photo-waiting">
              <Trans>Kept on this device: it uploads when the connection returns.</Trans>
            </Text>
          )}
          {upload.state === 'failed' && (
            <Text size="sm" c="red.9">
              <Trans>The upload failed. It starts again when the connection returns, or retry now.</Trans>
            </Text>
          )}
          {upload.state === 'cancelled' && (
            <Text size="sm" c="dimmed">
              <Trans>Upload cancelled.</Trans>
            </Text>
          )}
          {upload.state === 'broken' && (
            <Text size="sm" c="red.9">
              <Trans>This file cannot be read as an image.</Trans>
            </Text>
          )}
        </Stack>
        {(upload.state === 'uploading' || upload.state === 'resizing') && (
          <Button variant="default" h={TOUCH} leftSection={<IconX size={18} aria-hidden />} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        {(upload.state === 'failed' || upload.state === 'cancelled') && (
          <Button variant="light" h={TOUCH} leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
        {upload.state !== 'uploading' && upload.state !== 'resizing' && (
          <ActionIcon variant="subtle" color="red.9" size={TOUCH} aria-label={t`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Card>
  )
}

/**
 * The photos of a vehicle: add several or take one with the camera, watch them upload, reorder them by drag and
 * drop (touch, mouse or keyboard) or with the buttons, choose the cover (the first) and remove.
 */
export function PhotoManager({ vehicleId, draftKey, photos, onChange, onUploaded, onBusyChange, error }: Props) {
  const { t, i18n } = useLingui()
  const pickRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const uploads = usePhotoUploads(vehicleId, draftKey, onUploaded)
  const busy = uploads.busy
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const room = VEHICLE_LIMITS.photosMax - photos.length - uploads.uploads.length
  const max = VEHICLE_LIMITS.photosMax

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? [])
    event.currentTarget.value = ''
    void uploads.add(files.slice(0, Math.max(0, room)))
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return
    onChange(arrayMove(photos, from, to))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    move(
      photos.findIndex((photo) => photo.id === active.id),
      photos.findIndex((photo) => photo.id === over.id),
    )
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button h={48} leftSection={<IconPhotoPlus size={20} aria-hidden />} onClick={() => pickRef.current?.click()} disabled={room <= 0}>
          <Trans>Add photos</Trans>
        </Button>
        <Button h={48} variant="light" leftSection={<IconCamera size={20} aria-hidden />} onClick={() => cameraRef.current?.click()} disabled={room <= 0}>
          <Trans>Take a photo</Trans>
        </Button>
        <input ref={pickRef} type="file" accept="image/*" multiple hidden onChange={onFiles} data-testid="photo-input" aria-label={t`Add photos`} />
        <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={onFiles} aria-label={t`Take a photo`} />
        <Text size="sm" c="dimmed">
          <Trans>Up to {max} photos. The first is the cover. They are resized on this device before uploading; location data is removed.</Trans>
        </Text>
      </Group>

      {uploads.refused.length > 0 && (
        <ProblemAlert tone="red" onDismiss={uploads.dismissRefused}>
          {uploads.refused.map((file) => (
            <div key={file.name}>{i18n._(photoRefusalMessage(file))}</div>
          ))}
        </ProblemAlert>
      )}

      {uploads.uploads.length > 0 && (
        <Stack gap="xs" aria-label={t`Uploads`} component="section">
          {uploads.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onCancel={() => uploads.cancel(upload.key)}
              onRetry={() => uploads.retry(upload.key)}
              onRemove={() => uploads.remove(upload.key)}
            />
          ))}
        </Stack>
      )}

      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}

      {photos.length === 0 ? (
        <Text c="dimmed">
          <Trans>No photos yet.</Trans>
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <ResponsiveGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" data-testid="vehicle-photos">
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  onMove={move}
                  onRemove={() => onChange(photos.filter((other) => other.id !== photo.id))}
                />
              ))}
            </ResponsiveGrid>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  )
}
