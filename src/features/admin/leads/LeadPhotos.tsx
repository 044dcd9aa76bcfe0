import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { leadPhotoPath } from '@/features/leads/model/lead-constants'
import type { Lead } from '@/features/leads/model/lead-schema'
import { loadStorage } from '../api/admin-repository'
import classes from './Leads.module.css'

type PhotoState = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'missing' }

/** One trade-in photo, read with the staff member's credentials (visitors never can), large. */
function LeadPhoto({ path, number }: { path: string; number: number }) {
  const { t } = useLingui()
  const [photo, setPhoto] = useState<PhotoState>({ state: 'loading' })
  useEffect(() => {
    let url: string | undefined
    let stopped = false
    loadStorage()
      .then((storage) => storage.readPrivatePhoto(storage.objectUrl(path)))
      .then(
        (read) => {
          url = read
          if (stopped) URL.revokeObjectURL(read)
          else setPhoto({ state: 'shown', url: read })
        },
        () => {
          if (!stopped) setPhoto({ state: 'missing' })
        },
      )
    return () => {
      stopped = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [path])
  if (photo.state === 'loading') return <Skeleton className={classes.photo} />
  if (photo.state === 'missing') {
    return (
      <div className={classes.photoMissing}>
        <Trans>Photo {number} has not arrived yet (the visitor's device sends it when it has a connection), or it could not be read.</Trans>
      </div>
    )
  }
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={t`Photo ${number}, full size`}>
      <img src={photo.url} alt={t`Photo ${number} of the visitor's car`} className={classes.photo} data-testid="lead-photo" />
    </a>
  )
}

/** A trade-in's photos, as large as the page allows. */
export function LeadPhotos({ lead }: { lead: Extract<Lead, { kind: 'trade-in' }> }) {
  const count = lead.photos.length
  return (
    <section aria-labelledby="lead-photos">
      <Text fw={600} mb="xs" id="lead-photos">
        <Trans>Photos of their car ({count})</Trans>
      </Text>
      <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {lead.photos.map((name, index) => (
          <LeadPhoto key={name} path={leadPhotoPath(lead.id, name)} number={index + 1} />
        ))}
      </ResponsiveGrid>
    </section>
  )
}
