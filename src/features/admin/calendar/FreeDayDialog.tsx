import { useLingui } from '@lingui/react/macro'
import { Modal, SegmentedControl, Stack } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { useState } from 'react'
import type { Booking, BookingInput } from '@/features/bookings/model/booking-schema'
import type { RentVehicle } from '@/features/vehicles/model/vehicle-schema'
import { BlockForm, type DayTarget } from './BlockForm'
import { PhoneBookingForm } from './PhoneBookingForm'

type Choice = 'booking' | 'block'

interface FreeDayDialogProps {
  /** The car and the free day tapped; null: closed. */
  target: (DayTarget & { vehicle: RentVehicle | undefined }) | null
  bookings: readonly Booking[]
  today: string
  onCancel: () => void
  /** A booking or a block to write. */
  onSave: (input: BookingInput) => void
}

/** A free day tapped: a booking the dealer enters (agreed on the phone, at the desk), or a block that keeps the car in. */
export function FreeDayDialog({ target, bookings, today, onCancel, onSave }: FreeDayDialogProps) {
  const { t } = useLingui()
  const [choice, setChoice] = useState<Choice>('booking')
  const close = () => {
    setChoice('booking')
    onCancel()
  }
  const save = (input: BookingInput) => {
    setChoice('booking')
    onSave(input)
  }
  const title = !target ? '' : choice === 'booking' ? t`Book ${target.carName}` : t`Keep ${target.carName} in`
  return (
    <Modal opened={target !== null} onClose={close} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {target && (
        <Stack>
          <SegmentedControl
            aria-label={t`What to do`}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
            data={[
              { value: 'booking', label: t`A booking` },
              { value: 'block', label: t`Keep it in` },
            ]}
          />
          {choice === 'booking' ? (
            <PhoneBookingForm
              key={`${target.vehicleId}/${target.day}`}
              target={target}
              vehicle={target.vehicle}
              bookings={bookings}
              today={today}
              onCancel={close}
              onBook={save}
            />
          ) : (
            <BlockForm key={`${target.vehicleId}/${target.day}`} target={target} onCancel={close} onBlock={save} />
          )}
        </Stack>
      )}
    </Modal>
  )
}
