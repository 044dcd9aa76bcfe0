import { useEffect, useState, type ImgHTMLAttributes } from 'react'

/** Storage's SDK is loaded only for a draft's photo (an admin's), never on a public page. */
const readPrivatePhoto = (url: string) => import('@/lib/firebase/storage').then((storage) => storage.readPrivatePhoto(url))

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
 * opaque: the service worker keeps only photos that arrived whole (status 200), never an error in disguise.
 */
export function StoragePhoto({ src, srcSet, privateRead = false, onError, ...rest }: Props) {
  const [local, setLocal] = useState<{ of: string; url: string } | null>(null)
  const [refused, setRefused] = useState<string | null>(null)

  useEffect(() => {
    if (!privateRead || refused !== src) return
    let stopped = false
    let url: string | undefined
    readPrivatePhoto(src).then(
      (objectUrl) => {
        url = objectUrl
        if (stopped) URL.revokeObjectURL(objectUrl)
        else setLocal({ of: src, url: objectUrl })
      },
      () => undefined,
    )
    return () => {
      stopped = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [privateRead, refused, src])

  if (local?.of === src) return <img {...rest} src={local.url} />
  return (
    <img
      {...rest}
      crossOrigin="anonymous"
      src={src}
      srcSet={srcSet}
      onError={(event) => {
        if (privateRead) setRefused(src)
        onError?.(event)
      }}
    />
  )
}
