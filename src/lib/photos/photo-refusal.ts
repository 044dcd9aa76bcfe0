import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SOURCE_MAX_MEGAPIXELS, type PickedFileRefusal } from './photo-pipeline'

/** Why a picked file cannot be a photo, in words: the reserved area's vehicle photos and the visitors' trade-in photos say the same. */
export function photoRefusalMessage({ name, problem, width = 0, height = 0 }: PickedFileRefusal & { name: string }): MessageDescriptor {
  switch (problem) {
    case 'not-image':
      return msg`${name} is not an image.`
    case 'too-large':
      return msg`${name} is larger than 60 MB.`
    case 'unsupported':
      return msg`${name} is not in a format that can be used: choose a JPEG, PNG, WebP or HEIC photo.`
    case 'too-many-pixels': {
      const megapixels = Math.round((width * height) / 1_000_000)
      const limit = SOURCE_MAX_MEGAPIXELS
      return msg`${name} is too large: ${width}×${height} pixels (${megapixels} megapixels), and photos of up to ${limit} megapixels are accepted.`
    }
    default:
      return msg`${name} is empty or damaged.`
  }
}
