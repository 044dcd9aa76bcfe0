import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react'
import { useMemo } from 'react'
import { Page } from '@/components/Page'
import { LEAD_KINDS, LEAD_STATES, type LeadKind, type LeadState } from '@/features/leads/model/lead-constants'
import { LEAD_KIND_LABELS, LEAD_STATE_LABELS } from '@/features/leads/model/lead-labels'
import { labelOptions } from '@/lib/label-options'
import { useLocale } from '@/lib/use-locale'
import { useLeadCars } from '../api/use-lead-cars'
import { showOlderLeads, useInboxLeads } from '../api/use-leads'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { ListPageHeader } from '../components/ListPageHeader'
import { ListResults } from '../components/ListResults'
import { LoadFailedAlert } from '../components/LoadFailedAlert'
import { DeviceAlertsSwitch } from '../push/DeviceAlertsSwitch'
import { filterLeads } from '../model/inbox-model'
import { leadCarName } from '../model/lead-car'
import { INBOX_QUERY_MAX_LENGTH, type InboxSearch } from '../model/inbox-search'
import { csvFileName, leadsCsv } from './lead-csv'
import { LeadListItem } from './LeadListItem'

/** Saves text as a file on the device (a spreadsheet's CSV). */
function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The reserved area's inbox: the requests sent from the site, newest first and live (a new one appears while the
 * page is open), INBOX_PAGE_SIZE at a time ("Older requests" reads a page more), unread ones marked. The car
 * filter asks the server for that car's requests; the kind and state filters and the search, which looks through
 * everything a request holds, narrow those read. The filtered requests export as a CSV file for Excel.
 */
interface LeadsInboxPageProps {
  search: InboxSearch
  onSearch: (next: InboxSearch) => void
  /** The signed-in staff member, whom this device's notifications are for. */
  uid: string
}

export function LeadsInboxPage({ search, onSearch, uid }: LeadsInboxPageProps) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const { leads, unreadable, pendingIds, fromCache, loaded, error, hasMore, loadingMore } = useInboxLeads(search.vehicle)
  const cars = useLeadCars()
  const shown = useMemo(
    () =>
      filterLeads(leads, search, (lead) => {
        const car = cars.of(lead)
        return car ? leadCarName(car, i18n) : ''
      }),
    [leads, search, cars, i18n],
  )
  const now = useMemo(() => new Date(), [])
  const total = leads.length
  const count = shown.length
  const vehicleName = search.vehicle ? leadCarName(cars.byId(search.vehicle), i18n) : null
  const set = (patch: Partial<InboxSearch>) => {
    const next: InboxSearch = { ...search, ...patch }
    for (const key of Object.keys(next) as (keyof InboxSearch)[]) if (!next[key]) delete next[key]
    onSearch(next)
  }
  const unreadableCount = unreadable.length
  const denied = typeof error === 'object' && error !== null && 'code' in error && String(error.code).includes('permission-denied')

  return (
    <Page size="xl">
      <AdminSectionNav />
      <ListPageHeader
        title={<Trans>Requests</Trans>}
        lead={<Trans>Every request sent from the site, newest first: new ones appear here as they arrive.</Trans>}
        actions={
          <Group gap="lg" align="flex-start">
            <DeviceAlertsSwitch uid={uid} />
            <Button
              variant="light"
              size="md"
              h={48}
              leftSection={<IconFileSpreadsheet size={20} aria-hidden />}
              disabled={count === 0}
              onClick={() => download(leadsCsv(shown, i18n, lang, cars), csvFileName(i18n), 'text/csv;charset=utf-8')}
            >
              <Trans>Export as CSV</Trans>
            </Button>
          </Group>
        }
        notices={
          <>
            {error !== null && (
              <LoadFailedAlert denied={denied} deniedMessage={<Trans>You are no longer allowed to see the requests: sign in again.</Trans>}>
                <Trans>The requests could not be loaded. Check the connection; the list updates by itself when it returns.</Trans>
              </LoadFailedAlert>
            )}
            {unreadableCount > 0 && (
              <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} mb="md">
                <Trans>{unreadableCount} stored requests cannot be read by this version of the site (changed by hand, or by a newer version).</Trans>
              </Alert>
            )}
          </>
        }
        searchLabel={t`Find requests`}
        columns={{ base: 1, xs: 3 }}
        search={{ placeholder: t`Name, phone, car, message…`, value: search.q ?? '', onChange: (q) => set({ q }), maxLength: INBOX_QUERY_MAX_LENGTH }}
        filters={[
          {
            label: t`Kind`,
            value: search.kind ?? '',
            all: '',
            options: labelOptions(LEAD_KINDS, LEAD_KIND_LABELS, i18n),
            onChange: (kind) => set({ kind: (kind || undefined) as LeadKind | undefined }),
          },
          {
            label: t`State`,
            value: search.state ?? '',
            all: '',
            options: labelOptions(LEAD_STATES, LEAD_STATE_LABELS, i18n),
            onChange: (state) => set({ state: (state || undefined) as LeadState | undefined }),
          },
        ]}
      />
      {vehicleName !== null && (
        <Group gap="xs" mb="md">
          <Text fw={600}>
            <Trans>About {vehicleName}</Trans>
          </Text>
          <CloseButton aria-label={t`Show the requests about every car`} onClick={() => set({ vehicle: undefined })} />
        </Group>
      )}

      <ListResults
        loading={!loaded}
        loadingLabel={t`Loading requests`}
        offlineNotice={fromCache ? <Trans>Showing the requests saved on this device: the server has not answered yet.</Trans> : null}
        count={
          // Not all read yet: the filters have looked through the latest ones only, and the line says so.
          hasMore ? (
            count === total ? (
              <Trans>The latest {count} requests</Trans>
            ) : (
              <Trans>
                {count} of the latest {total} requests
              </Trans>
            )
          ) : count === total ? (
            <Trans>{count} requests</Trans>
          ) : (
            <Trans>
              {count} of {total} requests
            </Trans>
          )
        }
        countTestId="leads-count"
        empty={count > 0 ? null : total === 0 ? <Trans>No requests yet.</Trans> : <Trans>No request matches these filters.</Trans>}
      >
        {shown.map((lead) => (
          <LeadListItem key={lead.id} lead={lead} car={cars.of(lead)} pending={pendingIds.has(lead.id)} now={now} />
        ))}
      </ListResults>
      {loaded && (hasMore || loadingMore) && (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            size="md"
            h={48}
            loading={loadingMore}
            leftSection={<IconChevronDown size={20} aria-hidden />}
            onClick={() => showOlderLeads(search.vehicle)}
          >
            <Trans>Older requests</Trans>
          </Button>
        </Group>
      )}
    </Page>
  )
}
