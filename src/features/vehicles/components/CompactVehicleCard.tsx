import { Text, Title } from '@mantine/core'
import { IconCar } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { StoragePhoto } from '@/components/StoragePhoto'
import { useLocale } from '@/lib/use-locale'
import { formatKm } from '../format'
import type { VehicleSummary } from '../model/vehicle-schema'
import { VehiclePrice } from './VehicleCard'
import classes from './CompactVehicleCard.module.css'

/** A small card that is one link to the vehicle's page: photo, name, version, year and mileage, price. */
export function CompactVehicleCard({ vehicle }: { vehicle: VehicleSummary }) {
  const lang = useLocale()
  const cover = vehicle.cover
  return (
    <Link to="/$lang/detail/$id" params={{ lang, id: vehicle.id }} className={classes.card}>
      <div className={classes.media}>
        {cover ? (
          <StoragePhoto src={cover.thumb.url} width={cover.thumb.width} height={cover.thumb.height} alt="" loading="lazy" decoding="async" />
        ) : (
          <IconCar size={40} aria-hidden />
        )}
      </div>
      <div className={classes.body}>
        <Title order={3} size="h5" lh={1.3}>
          {vehicle.make} {vehicle.model}
        </Title>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {vehicle.version}
        </Text>
        <Text fz="sm" c="dimmed">
          {vehicle.firstRegistration.year} · {formatKm(vehicle.mileageKm, lang)}
        </Text>
        <p className={classes.price}>
          <VehiclePrice vehicle={vehicle} />
        </p>
      </div>
    </Link>
  )
}
