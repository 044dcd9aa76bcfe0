import { business } from '@/config/business'

const { latitude, longitude } = business.geo
const position = `${latitude},${longitude}`

/** Links that open the showroom's position in the visitor's map app of choice. */
export const mapLinks = {
  google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(position)}`,
  apple: `https://maps.apple.com/?ll=${position}&q=${encodeURIComponent(business.name)}`,
  openStreetMap: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
}

/** OpenStreetMap's embeddable map around the showroom, with a marker on it. */
export function openStreetMapEmbedUrl(span = 0.006): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((value) => value.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(position)}`
}

/** The postal address on one line: "Via degli Esempi 1, 24126 Bergamo (BG)". */
export function addressLine(): string {
  const { street, postalCode, city, provinceCode } = business.address
  return `${street}, ${postalCode} ${city} (${provinceCode})`
}
