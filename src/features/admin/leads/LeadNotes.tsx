import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { LEAD_LIMITS } from '@/features/leads/model/lead-constants'
import type { Lead } from '@/features/leads/model/lead-schema'
import { useLocale } from '@/lib/use-locale'
import { loadLeadsRepository } from '../api/use-leads'
import { failureOf, type Failure } from './lead-failure'
import { receivedAt } from './lead-details'
import classes from './Leads.module.css'

/** A lead's internal notes, oldest first, and a box to add one (signed with the staff member's account). */
export function Notes({ lead, userEmail, onFailure }: { lead: Lead; userEmail: string; onFailure: (failure: Failure) => void }) {
  const { t } = useLingui()
  const lang = useLocale()
  const [text, setText] = useState('')
  const add = () => {
    const note = text.trim()
    if (!note) return
    setText('')
    onFailure(null)
    loadLeadsRepository()
      .then((repository) => repository.addLeadNote(lead, note, userEmail))
      .catch((error: unknown) => {
        // Nothing typed is lost: the note comes back to be added again.
        setText((current) => (current ? `${note}\n${current}` : note))
        onFailure(failureOf(error))
      })
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lead-notes">
      <Title order={2} size="h4" id="lead-notes" mb="sm">
        <Trans>Internal notes</Trans>
      </Title>
      {lead.notes.length === 0 ? (
        <Text c="dimmed" fz="sm" mb="sm">
          <Trans>No notes yet. Visitors never see them.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" mb="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="lead-notes">
          {lead.notes.map((note, index) => (
            <li key={index}>
              <Text fz="xs" c="dimmed">
                {receivedAt(note.at, lang)} · {note.by}
              </Text>
              <Text className={classes.message}>{note.text}</Text>
            </li>
          ))}
        </Stack>
      )}
      <Textarea
        label={t`New note`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={LEAD_LIMITS.noteMax}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button mt="sm" onClick={add} disabled={!text.trim() || lead.notes.length >= LEAD_LIMITS.notesMax}>
        <Trans>Add the note</Trans>
      </Button>
    </Card>
  )
}
