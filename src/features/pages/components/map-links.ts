import { business } from '@/config/business'

export interface MapPosition {
  latitude: number
  longitude: number
}

/** Links that open the showroom's position in the visitor's map app of choice. */
export function mapLinks({ latitude, longitude }: MapPosition) {
  const position = `${latitude},${longitude}`
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(position)}`,
    apple: `https://maps.apple.com/?ll=${position}&q=${encodeURIComponent(business.name)}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  }
}

/** OpenStreetMap's embeddable map around the showroom, with a marker on it. */
export function openStreetMapEmbedUrl({ latitude, longitude }: MapPosition, span = 0.006): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((value) => value.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${latitude},${longitude}`)}`
}
