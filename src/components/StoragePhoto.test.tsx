import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setPagePhotoCopies } from '@/lib/page-data'
import { PRIVATE_COPY_KEPT_MS, StoragePhoto } from './StoragePhoto'

// The signed-in read needs Storage's SDK and a browser: here it answers with a local address.
const readPrivatePhoto = vi.hoisted(() => vi.fn((url: string) => Promise.resolve(`blob:local/${url.length}`)))
vi.mock('@/lib/firebase/storage', () => ({ readPrivatePhoto }))

const url = 'http://127.0.0.1:9199/v0/b/demo-autosalone.appspot.com/o/vehicles%2Fdraft%2F0123456789abcdef01234567-thumb.webp?alt=media'

afterEach(() => {
  readPrivatePhoto.mockClear()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('StoragePhoto', () => {
  it("shows a prerendered page's own copies of its first screen's photos, in src and srcset, and Storage's for the rest", () => {
    const large = url.replace('-thumb.webp', '-large.webp')
    const other = url.replace('draft', 'used-002')
    setPagePhotoCopies({ [url]: '/photos/0123456789abcdef.webp', [large]: '/photos/fedcba9876543210.webp' })
    try {
      render(
        <>
          <StoragePhoto src={url} srcSet={`${url} 480w, ${large} 1280w`} alt="Fiat Panda" />
          <StoragePhoto src={other} srcSet={`${other} 480w`} alt="Lancia Ypsilon" />
        </>,
      )
      const copied = screen.getByRole('img', { name: 'Fiat Panda' })
      expect(copied.getAttribute('src')).toBe('/photos/0123456789abcdef.webp')
      expect(copied.getAttribute('srcset')).toBe('/photos/0123456789abcdef.webp 480w, /photos/fedcba9876543210.webp 1280w')
      const fromStorage = screen.getByRole('img', { name: 'Lancia Ypsilon' })
      expect(fromStorage.getAttribute('src')).toBe(other)
      expect(fromStorage.getAttribute('srcset')).toBe(`${other} 480w`)
    } finally {
      setPagePhotoCopies({})
    }
  })

  it('requests the photo with CORS, so that the answer is not opaque', () => {
    render(<StoragePhoto src={url} srcSet={`${url} 480w`} alt="Fiat Panda" width={480} height={360} />)
    const image = screen.getByRole('img', { name: 'Fiat Panda' })
    expect(image.getAttribute('crossorigin')).toBe('anonymous')
    expect(image.getAttribute('src')).toBe(url)
    expect(image.getAttribute('srcset')).toBe(`${url} 480w`)
  })

  it('leaves a refused public photo as it is', async () => {
    const onError = vi.fn()
    render(<StoragePhoto src={url} alt="Fiat Panda" onError={onError} />)
    fireEvent.error(screen.getByRole('img'))
    expect(onError).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(readPrivatePhoto).not.toHaveBeenCalled()
    expect(screen.getByRole('img').getAttribute('src')).toBe(url)
  })

  it("reads a draft's photo with the admin's credentials once its address is refused", async () => {
    render(<StoragePhoto src={url} srcSet={`${url} 480w`} alt="Fiat Panda" privateRead />)
    expect(readPrivatePhoto).not.toHaveBeenCalled()
    fireEvent.error(screen.getByRole('img'))
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe(`blob:local/${url.length}`))
    expect(readPrivatePhoto).toHaveBeenCalledWith(url)
    expect(screen.getByRole('img').getAttribute('srcset')).toBeNull()
  })

  it('shares one local copy between the images that show it, and revokes it only once none has for a while', async () => {
    const other = url.replace('draft', 'other')
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const first = render(<StoragePhoto src={other} alt="first" privateRead />)
    fireEvent.error(screen.getByRole('img', { name: 'first' }))
    await waitFor(() => expect(screen.getByRole('img', { name: 'first' }).getAttribute('src')).toBe(`blob:local/${other.length}`))
    // The list is re-sorted: the photo's image is made anew while the old one goes.
    const second = render(<StoragePhoto src={other} alt="second" privateRead />)
    first.unmount()
    fireEvent.error(screen.getByRole('img', { name: 'second' }))
    await waitFor(() => expect(screen.getByRole('img', { name: 'second' }).getAttribute('src')).toBe(`blob:local/${other.length}`))
    expect(readPrivatePhoto).toHaveBeenCalledTimes(1)
    expect(revoke).not.toHaveBeenCalled()

    vi.useFakeTimers()
    second.unmount()
    await act(() => vi.advanceTimersByTimeAsync(PRIVATE_COPY_KEPT_MS - 1))
    expect(revoke).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(revoke).toHaveBeenCalledWith(`blob:local/${other.length}`)
  })

  it('shows the photo by its address again once it is no longer private (the car was published)', async () => {
    const published = url.replace('draft', 'published')
    const { rerender } = render(<StoragePhoto src={published} alt="Fiat Panda" privateRead />)
    fireEvent.error(screen.getByRole('img'))
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe(`blob:local/${published.length}`))
    rerender(<StoragePhoto src={published} alt="Fiat Panda" privateRead={false} />)
    expect(screen.getByRole('img').getAttribute('src')).toBe(published)
  })
})
