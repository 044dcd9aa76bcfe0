import { useEffect, useState, type ImgHTMLAttributes } from 'react'
import { pagePhotoCopies } from '@/lib/page-data'

/** Storage's SDK is loaded only for a draft's photo (an admin's), never on a public page. */
const readPrivatePhoto = (url: string) => import('@/lib/firebase/storage').then((storage) => storage.readPrivatePhoto(url))

/** How long a local copy nobody shows is kept, for the same photo shown again (a list re-sorted, a page back). */
export const PRIVATE_COPY_KEPT_MS = 30_000

interface PrivateCopy {
  url: Promise<string>
  users: number
  expiry?: number
}

/**
 * Local copies of private photos, one per address, shared by every image that shows it: a copy is revoked
 * only once no image has shown it for a while, never under one that still does.
 */
const privateCopies = new Map<string, PrivateCopy>()

function holdPrivateCopy(src: string): { url: Promise<string>; release: () => void } {
  let copy = privateCopies.get(src)
  if (!copy) {
    const created: PrivateCopy = { url: readPrivatePhoto(src), users: 0 }
    // A failed read is not kept: the next image to need the photo asks again.
    created.url.catch(() => {
      if (privateCopies.get(src) === created) privateCopies.delete(src)
    })
    privateCopies.set(src, created)
    copy = created
  }
  const held = copy
  window.clearTimeout(held.expiry)
  held.users += 1
  let released = false
  return {
    url: held.url,
    release: () => {
      if (released) return
      released = true
      held.users -= 1
      if (held.users > 0) return
      held.expiry = window.setTimeout(() => {
        if (held.users > 0 || privateCopies.get(src) !== held) return
        privateCopies.delete(src)
        held.url.then(
          (url) => URL.revokeObjectURL(url),
          () => undefined,
        )
      }, PRIVATE_COPY_KEPT_MS)
    },
  }
}

/** A `srcset` with the page's own copies of its photos (pagePhotoCopies) in their place; as it was without any. */
function withPageCopies(srcSet: string | undefined, copies: ReadonlyMap<string, string>): string | undefined {
  if (!srcSet || copies.size === 0) return srcSet
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/)
      return [copies.get(url) ?? url, ...descriptor].join(' ')
    })
    .join(', ')
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'crossOrigin'> & {
  /** The photo's address (src/lib/firebase/storage-url.ts), read under storage.rules. */
  src: string
  /**
   * The photo may be a draft's, which the rules give to admins only, and an <img> sends no credentials: when
   * its address is refused, it is read with the signed-in user's ID token and shown from a local copy.
   */
  privateRead?: boolean | undefined
}

/**
 * A vehicle photo from Storage. Requested with CORS (crossorigin="anonymous"), so that its response is not
 * opaque: the service worker keeps only photos that arrived whole (status 200), never an error in disguise. On a
 * prerendered page, the photos of its first screen come from the site's own copies (pagePhotoCopies).
 */
export function StoragePhoto({ src, srcSet, privateRead = false, onError, ...rest }: Props) {
  const [local, setLocal] = useState<{ of: string; url: string } | null>(null)
  const [refused, setRefused] = useState<string | null>(null)

  useEffect(() => {
    if (!privateRead || refused !== src) return
    let stopped = false
    const copy = holdPrivateCopy(src)
    copy.url.then(
      (url) => {
        if (!stopped) setLocal({ of: src, url })
      },
      () => undefined,
    )
    return () => {
      stopped = true
      copy.release()
    }
  }, [privateRead, refused, src])

  if (privateRead && local?.of === src) return <img {...rest} src={local.url} />
  // On a prerendered page, its first screen's photos come from the site itself (see pagePhotoCopies).
  const copies = pagePhotoCopies()
  return (
    <img
      {...rest}
      crossOrigin="anonymous"
      src={copies.get(src) ?? src}
      srcSet={withPageCopies(srcSet, copies)}
      onError={(event) => {
        if (privateRead) setRefused(src)
        onError?.(event)
      }}
    />
  )
}
