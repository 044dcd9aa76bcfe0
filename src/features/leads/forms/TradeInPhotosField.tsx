import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCamera, IconPhotoPlus } from '@tabler/icons-react'
import { useRef, type ChangeEvent, type ReactNode } from 'react'
import { LEAD_LIMITS } from '../model/lead-constants'
import type { useTradeInPhotos } from './use-trade-in-photos'
import classes from './LeadDialog.module.css'

export function TradeInPhotosField({ photos, error }: { photos: ReturnType<typeof useTradeInPhotos>; error?: ReactNode }) {
  const { t, i18n } = useLingui()
  const pickRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const max = LEAD_LIMITS.photosMax
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? [])
    event.currentTarget.value = ''
    void photos.add(files)
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        <Trans>Photos of your car (optional, up to {max})</Trans>
      </Text>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => pickRef.current?.click()} disabled={photos.room <= 0}>
          <Trans>Add photos</Trans>
        </Button>
        <Button variant="default" leftSection={<IconCamera size={18} aria-hidden />} onClick={() => cameraRef.current?.click()} disabled={photos.room <= 0}>
          <Trans>Take a photo</Trans>
        </Button>
        <input ref={pickRef} type="file" accept="image/*" multiple hidden onChange={onFiles} data-testid="trade-in-photo-input" aria-label={t`Add photos`} />
        <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={onFiles} aria-label={t`Take a photo`} />
      </Group>
      <Text fz="xs" c="dimmed">
        <Trans>They are made smaller on this device before sending; location data is removed.</Trans>
      </Text>
      {photos.refused.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={photos.dismissRefused}
        >
          {photos.refused.map((message, index) => (
            <div key={index}>{i18n._(message)}</div>
          ))}
        </Alert>
      )}
      {error && (
        <Text c="red.9" fz="sm" role="alert">
          {error}
        </Text>
      )}
      {photos.photos.length > 0 && (
        <ul className={classes.photos} aria-label={t`Photos to send`}>
          {photos.photos.map((photo, index) => {
            const number = index + 1
            return (
              <li key={photo.key} className={classes.photo} data-testid="trade-in-photo">
                {photo.previewUrl ? (
                  <img src={photo.previewUrl} alt={t`Photo ${number}`} className={classes.photoImage} />
                ) : (
                  <span className={classes.photoPending}>
                    <Trans>Preparing…</Trans>
                  </span>
                )}
                <CloseButton className={classes.photoRemove} aria-label={t`Remove photo ${number}`} onClick={() => photos.remove(photo.key)} />
              </li>
            )
          })}
        </ul>
      )}
    </Stack>
  )
}
