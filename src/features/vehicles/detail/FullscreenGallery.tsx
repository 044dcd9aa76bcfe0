import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Modal, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { StoragePhoto } from '@/components/StoragePhoto'
import { LiveCounter } from './LiveCounter'
import type { GalleryProps } from './gallery-props'
import classes from './PhotoGallery.module.css'
import { useSnapTrack } from './use-snap-track'

interface FullscreenGalleryProps extends GalleryProps {
  opened: boolean
  onClose: () => void
  /** The photo the inline gallery shows: where the full-screen view starts, and what it follows. */
  index: number
  onIndexChange: (index: number) => void
}

/** The vehicle's photos full screen, in a dialog: swipe, arrow keys, previous/next buttons. */
export default function FullscreenGallery({ opened, onClose, photos, name, privatePhotos = false, index, onIndexChange }: FullscreenGalleryProps) {
  const { t } = useLingui()
  const total = photos.length
  // Mounted on its first opening: the dialog follows `opened` a frame later, so that its opening is a change
  // (mounted closed, then opened), on which it notes where the focus was, to give it back on closing.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(opened))
    return () => cancelAnimationFrame(frame)
  }, [opened])
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      fullScreen
      title={
        <>
          {name}{' '}
          <Text component="span" c="gray.4" inherit>
            {index + 1} / {total}
          </Text>
        </>
      }
      closeButtonProps={{ 'aria-label': t`Close full screen` }}
      classNames={{ content: classes.fullscreenContent, header: classes.fullscreenHeader, body: classes.fullscreenBody }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <FullscreenPhotos photos={photos} name={name} privatePhotos={privatePhotos} startIndex={index} onIndexChange={onIndexChange} />
    </Modal>
  )
}

function FullscreenPhotos({
  photos,
  name,
  privatePhotos = false,
  startIndex,
  onIndexChange,
}: GalleryProps & { startIndex: number; onIndexChange: (index: number) => void }) {
  const { t } = useLingui()
  const total = photos.length
  const { attach, index, next, previous, onKeyDown } = useSnapTrack(total, startIndex)

  // The inline gallery follows, so closing shows the photo seen last.
  const reported = useRef(startIndex)
  useEffect(() => {
    if (reported.current === index) return
    reported.current = index
    onIndexChange(index)
  }, [index, onIndexChange])

  // Arrow keys browse wherever the focus is inside the dialog (it starts on the close button).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'ArrowRight') next()
      else if (event.key === 'ArrowLeft') previous()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [next, previous])

  return (
    <>
      <div
        ref={attach}
        className={`${classes.track} ${classes.fullscreenTrack}`}
        tabIndex={0}
        role="group"
        aria-label={t`Photos of ${name}. Use the left and right arrow keys to browse.`}
        onKeyDown={(event) => {
          // Handled by the window listener; stops the track's native scrolling.
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return
          onKeyDown(event)
        }}
        data-testid="fullscreen-track"
      >
        {photos.map((photo, position) => {
          const number = position + 1
          return (
            <div key={photo.id} className={classes.fullscreenSlide} role="group" aria-label={t`Photo ${number} of ${total}`} aria-hidden={position !== index}>
              <StoragePhoto
                privateRead={privatePhotos}
                className={classes.fullscreenImage}
                src={photo.large.url}
                width={photo.large.width}
                height={photo.large.height}
                alt={t`${name}, photo ${number} of ${total}`}
                loading={Math.abs(position - index) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          )
        })}
      </div>
      {total > 1 && (
        <>
          <ActionIcon
            className={classes.navButton}
            data-side="previous"
            variant="default"
            radius="xl"
            size="xl"
            onClick={previous}
            aria-label={t`Previous photo`}
          >
            <IconChevronLeft size={24} aria-hidden />
          </ActionIcon>
          <ActionIcon className={classes.navButton} data-side="next" variant="default" radius="xl" size="xl" onClick={next} aria-label={t`Next photo`}>
            <IconChevronRight size={24} aria-hidden />
          </ActionIcon>
        </>
      )}
      <LiveCounter number={index + 1} total={total} />
    </>
  )
}
