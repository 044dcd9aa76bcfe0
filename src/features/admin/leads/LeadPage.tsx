import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { IconAlertTriangle, IconArrowLeft, IconCar, IconEdit, IconTrash } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Page } from '@/components/Page'
import { LEAD_RETENTION_MONTHS, LEAD_STATES, leadPhotoPath, type LeadState } from '@/features/leads/model/lead-constants'
import { isPastRetention } from '@/features/leads/model/lead-codec'
import { LEAD_KIND_LABELS, LEAD_STATE_LABELS } from '@/features/leads/model/lead-labels'
import type { Lead } from '@/features/leads/model/lead-schema'
import { labelOptions } from '@/lib/label-options'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { useLeadCars } from '../api/use-lead-cars'
import { leadCarName, leadCarPrice, type LeadCar } from '../model/lead-car'
import { loadStorage } from '../api/admin-repository'
import { loadLeadsRepository } from '../api/use-leads'
import { useLead } from '../api/use-lead'
import { useBooking } from '../api/use-bookings'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { leadDetails, receivedAt } from './lead-details'
import { LEAD_STATE_COLORS } from './lead-colors'
import { LeadPhotos } from './LeadPhotos'
import { ReplyButtons } from './ReplyButtons'
import { DeleteLeadDialog } from './DeleteLeadDialog'
import { failureOf, type Failure } from './lead-failure'
import { Notes } from './LeadNotes'
import { UnusualTextAlert } from './UnusualTextAlert'
import { LeadEmailStatusLine } from './LeadEmailStatus'
import { ProblemAlert } from '../components/ProblemAlert'
import { RentalBookingPanel } from './RentalBookingPanel'
import classes from './Leads.module.css'

/**
 * The car, as the stock has it now (its name and price), with links to it; one deleted since says so, with the name
 * a lead of an older version stored beside it, marked as the visitor's.
 */
function CarLink({ lead, car }: { lead: Lead; car: LeadCar | null }) {
  const lang = useLocale()
  const { i18n } = useLingui()
  if (!car) return null
  const name = leadCarName(car, i18n)
  const price = leadCarPrice(car, i18n, lang)
  const sent = lead.sentVehicleName
  return (
    <Group gap="sm" wrap="wrap" data-testid="lead-car">
      <IconCar size={20} aria-hidden />
      <Text fw={700}>{name}</Text>
      {price && <Text fw={600}>{price}</Text>}
      {car.state === 'found' ? (
        <>
          <ButtonLink to="/$lang/admin/edit/$id" params={{ lang, id: car.id }} variant="light" size="sm" leftSection={<IconEdit size={16} aria-hidden />}>
            <Trans>Open the car</Trans>
          </ButtonLink>
          <AnchorLink to="/$lang/detail/$id" params={{ lang, id: car.id }} fz="sm">
            <Trans>Its public page</Trans>
          </AnchorLink>
        </>
      ) : (
        car.state === 'gone' &&
        sent && (
          <Text fz="sm" c="dimmed">
            <Trans>
              Named in the request as: <bdi>{sent}</bdi>
            </Trans>
          </Text>
        )
      )}
    </Group>
  )
}

function LeadView({ lead, pending, userEmail }: { lead: Lead; pending: boolean; userEmail: string }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const cars = useLeadCars()
  const [failure, setFailure] = useState<Failure>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const marked = useRef(false)
  // A rental request's booking has the request's id.
  const booking = useBooking(lead.kind === 'rental' ? lead.id : null)

  // Opened: read, once (a refusal here is another device having changed it first, which is fine).
  useEffect(() => {
    if (lead.read || marked.current) return
    marked.current = true
    void loadLeadsRepository().then((repository) => repository.markLeadRead(lead).catch(() => undefined))
  }, [lead])

  const setState = (state: LeadState) => {
    setFailure(null)
    void loadLeadsRepository()
      .then((repository) => repository.setLeadState(lead, state))
      .catch((error: unknown) => setFailure(failureOf(error)))
  }

  const remove = () => {
    setConfirmDelete(false)
    const photos = lead.kind === 'trade-in' ? lead.photos.map((name) => leadPhotoPath(lead.id, name)) : []
    void loadLeadsRepository()
      .then((repository) => repository.deleteLead(lead.id))
      // The photos go once the server has deleted the lead: a refused deletion keeps the lead with its photos.
      .then(() => (photos.length > 0 ? loadStorage().then((storage) => storage.deleteFiles(photos)) : undefined))
      .catch((error: unknown) => console.warn(`Lead ${lead.id} could not be deleted completely:`, error))
    void navigate({ to: '/$lang/admin/leads', params: { lang } })
  }

  const kind = i18n._(LEAD_KIND_LABELS[lead.kind])
  const received = receivedAt(lead.createdAt, lang)
  const details = leadDetails(lead, i18n, lang)
  const months = LEAD_RETENTION_MONTHS
  const car = cars.of(lead)
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text tt="uppercase" fw={700} fz="sm" c="green.8" lts={1}>
            {kind}
          </Text>
          <Title order={1}>{lead.name}</Title>
          <Text c="dimmed">
            <Trans>Received {received}</Trans>
          </Text>
          <LeadEmailStatusLine notified={lead.notified} createdAt={lead.createdAt} />
        </div>
        <Group gap="xs">
          <Badge variant="filled" size="lg" color={LEAD_STATE_COLORS[lead.state]} data-testid="lead-state">
            {i18n._(LEAD_STATE_LABELS[lead.state])}
          </Badge>
          {pending && (
            <Badge variant="filled" size="lg" color="yellow.4" c="dark.9">
              <Trans>Waiting to sync</Trans>
            </Badge>
          )}
        </Group>
      </Group>

      {isPastRetention(lead.createdAt, LEAD_RETENTION_MONTHS) && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Trans>This request is more than {months} months old: delete it, as the privacy policy promises.</Trans>
        </Alert>
      )}
      {lead.warnings && lead.warnings.length > 0 && <UnusualTextAlert warnings={lead.warnings} />}
      {failure && (
        <ProblemAlert tone="red" onDismiss={() => setFailure(null)}>
          {failure === 'refused' ? (
            <Trans>
              The change was not saved: another device changed this request first (this page shows it as it is now), or you are no longer signed in.
            </Trans>
          ) : (
            <Trans>The change could not be saved. Check the connection and try again.</Trans>
          )}
        </ProblemAlert>
      )}

      {lead.kind === 'rental' && <RentalBookingPanel lead={lead} booking={booking} onState={setState} />}

      <ReplyButtons lead={lead} car={car} ready={cars.ready} booked={booking.booking !== null && !booking.pending} />

      <div>
        <Text fw={600} mb={4} id="lead-state-label">
          <Trans>State</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="lead-state-label"
          size="md"
          fullWidth
          value={lead.state}
          onChange={(value) => setState(value as LeadState)}
          data={labelOptions(LEAD_STATES, LEAD_STATE_LABELS, i18n)}
        />
      </div>

      <Card withBorder radius="md" padding="md" component="section" aria-label={t`The request`}>
        <Stack gap="sm">
          <CarLink lead={lead} car={car} />
          <dl className={classes.details}>
            {[{ label: t`Phone`, value: lead.phone }, { label: t`E-mail`, value: lead.email }, ...details]
              .filter((line) => line.value)
              .map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
          </dl>
          {lead.message && (
            <div>
              <Text fw={600} mb={4}>
                <Trans>Message</Trans>
              </Text>
              <Text className={classes.message} data-testid="lead-message">
                {lead.message}
              </Text>
            </div>
          )}
          {lead.kind === 'trade-in' && lead.photos.length > 0 && <LeadPhotos lead={lead} />}
        </Stack>
      </Card>

      <Notes lead={lead} userEmail={userEmail} onFailure={setFailure} />

      <Group>
        <Button variant="filled" color="red.9" h={44} leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setConfirmDelete(true)}>
          <Trans>Delete this request</Trans>
        </Button>
      </Group>
      <DeleteLeadDialog lead={lead} opened={confirmDelete} onCancel={() => setConfirmDelete(false)} onConfirm={remove} />
    </Stack>
  )
}

/** One lead, everything it holds, and what the staff do with it: answer, change its state, add notes, delete. */
export function LeadPage({ id, userEmail }: { id: string; userEmail: string }) {
  const lang = useLocale()
  // Its own document, live: the page never reads the list of requests.
  const { lead, pending, loaded } = useLead(id)
  return (
    <Page size="lg">
      <AdminSectionNav />
      <AnchorLink to="/$lang/admin/leads" params={{ lang }} fz="sm" fw={500} mb="md" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconArrowLeft size={16} aria-hidden />
        <Trans>All requests</Trans>
      </AnchorLink>
      {!loaded ? (
        <Stack aria-busy="true">
          <Skeleton height={40} width="60%" />
          <Skeleton height={200} />
        </Stack>
      ) : lead ? (
        <LeadView lead={lead} pending={pending} userEmail={userEmail} />
      ) : (
        <Stack>
          <Title order={1}>
            <Trans>Request not found</Trans>
          </Title>
          <Text>
            <Trans>This request no longer exists: it has been deleted.</Trans>
          </Text>
        </Stack>
      )}
    </Page>
  )
}
