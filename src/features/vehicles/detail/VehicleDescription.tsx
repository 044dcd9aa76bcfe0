import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { Fragment, useId } from 'react'
import type { Locale } from '@/lib/locale'
import type { LocalizedText } from '../model/vehicle-schema'
import { pickLocalized, toParagraphs } from './localized-text'

/** The dealer's description in the visitor's language (else the other one, with a note), paragraphs kept. */
export function VehicleDescription({ description, lang }: { description: LocalizedText; lang: Locale }) {
  const headingId = useId()
  const picked = pickLocalized(description, lang)
  const paragraphs = toParagraphs(picked.text)
  if (paragraphs.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        <Trans>Description</Trans>
      </Title>
      {picked.fallback && (
        <Text fz="sm" c="dimmed" fs="italic" mb="xs">
          {picked.lang === 'it' ? <Trans>Description available in Italian only.</Trans> : <Trans>Description available in English only.</Trans>}
        </Text>
      )}
      <Stack gap="sm" lang={picked.lang}>
        {paragraphs.map((lines, index) => (
          <Text key={index} style={{ overflowWrap: 'anywhere' }}>
            {lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Text>
        ))}
      </Stack>
    </section>
  )
}
