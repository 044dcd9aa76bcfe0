import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Text, Title } from '@mantine/core'
import { IconCar, IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { StoragePhoto } from '@/components/StoragePhoto'
import { minWidth, preloadOnIntent } from '@/lib/screen'
import type { GalleryProps } from './gallery-props'
import { LiveCounter } from './LiveCounter'
import classes from './PhotoGallery.module.css'
import { useSnapTrack } from './use-snap-track'

// The full-screen view (Mantine's Modal, its focus trap and scroll lock) loads when first wanted.
const loadFullscreenGallery = () => import('./FullscreenGallery')
const FullscreenGallery = lazy(loadFullscreenGallery)

/** Width the inline photo takes: the main column on desktops, the whole screen below. */
const PHOTO_SIZES = `${minWidth('lg')} 760px, ${minWidth('md')} 60vw, 100vw`

/**
 * The vehicle's photos: a swipeable scroll-snap track with previous/next buttons, arrow keys, a counter,
 * thumbnails and a full-screen view. Without photos, a placeholder.
 */
export function PhotoGallery({ photos, name, privatePhotos = false }: GalleryProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={classes.gallery}>
      <Title order={2} id={headingId} className={classes.visuallyHidden}>
        <Trans>Photos</Trans>
      </Title>
      {photos.length === 0 ? <NoPhotos /> : <Carousel photos={photos} name={name} privatePhotos={privatePhotos} />}
    </section>
  )
}

function NoPhotos() {
  return (
    <div className={classes.placeholder}>
      <IconCar size={64} stroke={1.25} aria-hidden />
      <Text fw={600}>
        <Trans>Photos coming soon</Trans>
      </Text>
    </div>
  )
}

function Carousel({ photos, name, privatePhotos = false }: GalleryProps) {
  const { t } = useLingui()
  const total = photos.length
  const { attach, index, goTo, next, previous, onKeyDown } = useSnapTrack(total)
  const [fullscreen, setFullscreenState] = useState(false)
  // Once opened, the view stays mounted, so that it can play its closing transition.
  const [fullscreenMounted, setFullscreenMounted] = useState(false)
  const setFullscreen = (opened: boolean) => {
    if (opened) setFullscreenMounted(true)
    setFullscreenState(opened)
  }
  const intent = preloadOnIntent(loadFullscreenGallery)
  const thumbsRef = useRef<HTMLUListElement>(null)
  const current = index + 1

  // Keep the active thumbnail in view, scrolling the strip only (never the page).
  useEffect(() => {
    const strip = thumbsRef.current
    const button = strip?.children[index]?.firstElementChild
    if (!strip || !(button instanceof HTMLElement)) return
    const left = button.offsetLeft - (strip.clientWidth - button.offsetWidth) / 2
    strip.scrollTo({ left: Math.max(0, left) })
  }, [index])

  return (
    <>
      {/* Arrow keys work on the photo and on the buttons over it. */}
      <div className={classes.stage} onKeyDown={onKeyDown}>
        <div
          ref={attach}
          className={classes.track}
          tabIndex={0}
          role="group"
          aria-label={t`Photos of ${name}. Use the left and right arrow keys to browse.`}
          data-testid="gallery-track"
        >
          {photos.map((photo, position) => {
            const number = position + 1
            return (
              <div key={photo.id} className={classes.slide} role="group" aria-label={t`Photo ${number} of ${total}`} aria-hidden={position !== index}>
                <StoragePhoto
                  privateRead={privatePhotos}
                  className={classes.image}
                  src={photo.large.url}
                  srcSet={`${photo.thumb.url} ${photo.thumb.width}w, ${photo.large.url} ${photo.large.width}w`}
                  sizes={PHOTO_SIZES}
                  width={photo.large.width}
                  height={photo.large.height}
                  alt={t`${name}, photo ${number} of ${total}`}
                  // The first photo is the page's main image; the others load lazily, the neighbours of the one
                  // shown within the browser's lazy-loading distance once the page is laid out: early enough for a
                  // swipe, and after what the first screen needs (its styles and first photo share the connection
                  // with nothing else).
                  loading={position === 0 || position === index ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : position === index ? 'auto' : 'low'}
                  decoding={position === 0 ? 'auto' : 'async'}
                  onClick={() => setFullscreen(true)}
                  {...(position === index ? intent : {})}
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
        <ActionIcon
          className={classes.fullscreenButton}
          variant="default"
          radius="xl"
          size="lg"
          onClick={() => setFullscreen(true)}
          {...intent}
          aria-label={t`View photos full screen`}
          aria-haspopup="dialog"
        >
          <IconMaximize size={20} aria-hidden />
        </ActionIcon>
        <div className={classes.counter} aria-hidden data-testid="gallery-counter">
          {current} / {total}
        </div>
        <LiveCounter number={current} total={total} />
      </div>

      {total > 1 && (
        <ul ref={thumbsRef} className={classes.thumbs} aria-label={t`Choose a photo`}>
          {photos.map((photo, position) => {
            const number = position + 1
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className={classes.thumbButton}
                  aria-label={t`Show photo ${number}`}
                  aria-current={position === index}
                  onClick={() => goTo(position)}
                >
                  <StoragePhoto
                    privateRead={privatePhotos}
                    src={photo.thumb.url}
                    width={photo.thumb.width}
                    height={photo.thumb.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}

      {fullscreenMounted && (
        <Suspense fallback={null}>
          <FullscreenGallery
            opened={fullscreen}
            onClose={() => setFullscreen(false)}
            photos={photos}
            name={name}
            privatePhotos={privatePhotos}
            index={index}
            onIndexChange={goTo}
          />
        </Suspense>
      )}
    </>
  )
}
