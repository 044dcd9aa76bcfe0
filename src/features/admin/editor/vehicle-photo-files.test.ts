import { describe, expect, it } from 'vitest'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { storedPhoto } from '../../../../tests/test-utils/vehicle-form-values'
import { unusedPhotoFiles } from './vehicle-photo-files'

describe('the photo files a save leaves behind', () => {
  it('are those of the photos no kept photo uses', () => {
    const kept = storedPhoto('kept')
    const dropped = storedPhoto('dropped')
    expect(unusedPhotoFiles([kept], [kept, dropped])).toEqual(allPhotoFiles(dropped.path))
    expect(unusedPhotoFiles([kept], [kept])).toEqual([])
  })
})
