import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Modal, Stack, Table } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import type { Booking } from '@/features/bookings/model/booking-schema'
import { formatPrice } from '@/features/vehicles/format'
import { useLocale } from '@/lib/use-locale'
import { useCalendar } from '../api/use-bookings'
import { calendarDate } from '../leads/lead-details'
import { MoveBooking } from '../leads/MoveBooking'

interface BookingDialogProps {
  /** A booking with no request, tapped on the calendar; null: closed. */
  target: { booking: Booking; carName: string; pending: boolean } | null
  onClose: () => void
  onCancelBooking: (booking: Booking) => void
  /** A move the server refused, or that failed. */
  onMoveFailed: (error: unknown) => void
}

/**
 * A booking the dealer entered: who has the car and how to reach them, the days and times, the price, the note;
 * Cancel (the booking deleted, its days free again) and Move (to other free days), while it is not archived.
 */
export function BookingDialog({ target, onClose, onCancelBooking, onMoveFailed }: BookingDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t`${target.booking.customer}: ${target.carName}` : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {target && (
        <BookingDetails
          key={`${target.booking.id}/${target.booking.from}/${target.booking.to}`}
          {...target}
          onClose={onClose}
          onCancelBooking={onCancelBooking}
          onMoveFailed={onMoveFailed}
        />
      )}
    </Modal>
  )
}

function BookingDetails({
  booking,
  pending,
  onClose,
  onCancelBooking,
  onMoveFailed,
}: NonNullable<BookingDialogProps['target']> & Omit<BookingDialogProps, 'target'>) {
  const { t } = useLingui()
  const lang = useLocale()
  const calendar = useCalendar(booking.archived ? null : booking.vehicleId)
  const at = (day: string, time: string) => (time ? `${calendarDate(day, lang)}, ${time}` : calendarDate(day, lang))
  const rows = [
    { label: t`Phone`, value: booking.phone },
    { label: t`E-mail`, value: booking.email },
    { label: t`Pick-up`, value: at(booking.from, booking.pickUpTime) },
    { label: t`Return`, value: at(booking.to, booking.returnTime) },
    { label: t`Price agreed`, value: booking.total === null ? '' : formatPrice(booking.total, lang) },
    { label: t`Note`, value: booking.note },
  ].filter((row) => row.value !== '')
  return (
    <Stack>
      {(pending || booking.archived) && (
        <Group>
          <Badge color={pending ? 'yellow.4' : 'gray.7'} c={pending ? 'dark.9' : undefined}>
            {pending ? <Trans>Booked on this device, waiting to sync</Trans> : <Trans>Past: archived</Trans>}
          </Badge>
        </Group>
      )}
      <Table data-testid="booking-details">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" ta="left" w="40%">
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!booking.archived && (
        <Group gap="sm">
          {calendar.loaded && <MoveBooking booking={booking} calendarDays={calendar.calendar?.days ?? []} onFailed={onMoveFailed} />}
          <Button color="red.9" h={44} leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onCancelBooking(booking)}>
            <Trans>Cancel the booking</Trans>
          </Button>
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" h={44} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
