/**
 * Generates the PNG icons and store screenshots of the web app manifest from the logo in public/favicon.svg.
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * Writes public/icons/ (192 and 512 "any", a 512 maskable, the 180 apple-touch-icon, 96 px shortcut icons),
 * public/screenshots/ (a narrow 1080x1920 and a wide 1920x1080 image) and public/og-image.png (1200x630, the
 * link preview of the site's pages). The outputs are committed; run this again after changing the logo, the
 * business name or the brand colours. Text in the screenshots is set in Liberation Sans or DejaVu Sans
 * (whichever fontconfig finds), so results differ slightly per machine.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { business } from '../src/config/business.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = join(root, 'public')

const LOGO_SVG = await readFile(join(publicDir, 'favicon.svg'), 'utf8')
/** The brand green (the theme's primary shade 8) is the logo's background; shade 9 darkens the screenshots. */
const BRAND = /<rect\b[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(LOGO_SVG)?.[1] ?? '#256d30'
const BRAND_DARK = '#1b5e20'
const BLUE = '#1971c2'

/** The logo's 64x64 drawing without its background square: the car. */
function readCarGlyph(): { svg: string; body: string[] } {
  const body = [...LOGO_SVG.matchAll(/<(?:path|circle)\b[^>]*\/>/g)].map((match) => match[0])
  if (body.length === 0) throw new Error('public/favicon.svg: no paths found')
  return { svg: LOGO_SVG, body }
}

/** Recolours the car: body, windows and the wheel hubs (which show the background in the logo). */
function car(body: string[], colours: { body: string; windows: string; hubs: string }): string {
  return body
    .map((element) => {
      if (element.startsWith('<circle')) return element.replace(/fill="[^"]*"/, `fill="${colours.hubs}"`)
      if (element.includes('fill="#fff"')) return element.replace(/fill="[^"]*"/, `fill="${colours.body}"`)
      return element.replace(/fill="[^"]*"/, `fill="${colours.windows}"`)
    })
    .join('')
}

/** The car centred at (cx, cy) with its 40-unit width drawn `width` pixels wide. */
function placedCar(body: string[], colours: Parameters<typeof car>[1], cx: number, cy: number, width: number): string {
  const scale = width / 40
  // The car spans x 12–52 and y 23–51 of the logo's 64-unit box: its centre is (32, 37).
  return `<g transform="translate(${cx - 32 * scale} ${cy - 37 * scale}) scale(${scale})">${car(body, colours)}</g>`
}

/** The logo drawn at `size` pixels (its file has only a viewBox, which would rasterise at 64 px). */
function sizedLogo(logo: string, size: number): string {
  return logo.replace(/<svg\b/, `<svg width="${size}" height="${size}"`)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const FONT = `font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"`

async function png(svg: string, file: string, size: { width: number; height: number }): Promise<void> {
  const out = join(publicDir, file)
  await mkdir(dirname(out), { recursive: true })
  const buffer = await sharp(Buffer.from(svg))
    .resize(size.width, size.height, { fit: 'fill' })
    .png({ compressionLevel: 9, palette: size.width * size.height > 500_000 })
    .toBuffer()
  await writeFile(out, buffer)
  const meta = await sharp(buffer).metadata()
  console.log(`${file}  ${meta.width}x${meta.height}  ${(buffer.length / 1024).toFixed(1)} KB`)
}

/** A listing card as the site shows one: photo area with a car, title and price lines. */
function mockCard(body: string[], x: number, y: number, w: number, h: number, accent: string): string {
  // The text area under the photo is a fixed 210 px: two lines and the price.
  const photoH = h - 210
  return `
    <g>
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#ffffff"/>
      <rect x="${x}" y="${y}" width="${w}" height="${photoH}" rx="28" fill="#e9f5ec"/>
      <rect x="${x}" y="${y + photoH - 28}" width="${w}" height="28" fill="#e9f5ec"/>
      ${placedCar(body, { body: accent, windows: '#a5d8ff', hubs: '#e9f5ec' }, x + w / 2, y + photoH / 2 + 8, Math.min(w, photoH) * 0.62)}
      <rect x="${x + 32}" y="${y + photoH + 36}" width="${w * 0.62}" height="26" rx="13" fill="#cbd5e1"/>
      <rect x="${x + 32}" y="${y + photoH + 80}" width="${w * 0.42}" height="20" rx="10" fill="#e2e8f0"/>
      <rect x="${x + 32}" y="${y + photoH + 132}" width="${w * 0.34}" height="38" rx="19" fill="${BRAND}"/>
    </g>`
}

function logoTile(body: string[], x: number, y: number, size: number): string {
  return `
    <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#ffffff"/>
    ${placedCar(body, { body: BRAND, windows: '#1c7ed6', hubs: '#ffffff' }, x + size / 2, y + size / 2 + size * 0.04, size * 0.68)}`
}

function background(width: number, height: number): string {
  return `
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${BRAND}"/>
        <stop offset="1" stop-color="${BRAND_DARK}"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${width * 0.92}" cy="${height * 0.08}" r="${Math.max(width, height) * 0.28}" fill="#ffffff" fill-opacity="0.06"/>
    <circle cx="${width * 0.05}" cy="${height * 0.98}" r="${Math.max(width, height) * 0.22}" fill="#ffffff" fill-opacity="0.05"/>`
}

const tagline = `Auto usate e noleggio in provincia di ${business.address.province}`
const city = `${business.address.street}, ${business.address.city}`

function narrowScreenshot(body: string[]): string {
  const [w, h] = [1080, 1920]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h)}
    ${logoTile(body, (w - 280) / 2, 170, 280)}
    <text x="${w / 2}" y="590" text-anchor="middle" ${FONT} font-size="76" font-weight="700" fill="#ffffff">${escapeXml(business.name)}</text>
    <text x="${w / 2}" y="670" text-anchor="middle" ${FONT} font-size="42" fill="#ffffff" fill-opacity="0.9">${escapeXml(tagline)}</text>
    ${mockCard(body, 90, 780, 900, 520, BRAND)}
    ${mockCard(body, 90, 1340, 435, 440, BLUE)}
    ${mockCard(body, 555, 1340, 435, 440, '#495057')}
  </svg>`
}

function wideScreenshot(body: string[]): string {
  const [w, h] = [1920, 1080]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h)}
    ${logoTile(body, 140, 250, 220)}
    <text x="140" y="600" ${FONT} font-size="64" font-weight="700" fill="#ffffff">${escapeXml(business.name)}</text>
    <text x="140" y="680" ${FONT} font-size="40" fill="#ffffff" fill-opacity="0.9">${escapeXml(tagline)}</text>
    <text x="140" y="750" ${FONT} font-size="32" fill="#ffffff" fill-opacity="0.75">${escapeXml(city)}</text>
    ${mockCard(body, 1120, 130, 660, 440, BRAND)}
    ${mockCard(body, 1120, 610, 315, 340, BLUE)}
    ${mockCard(body, 1465, 610, 315, 340, '#495057')}
  </svg>`
}

/** The link preview of the site's pages (Open Graph and Twitter cards): 1200x630, the size they all crop to. */
function ogImage(body: string[]): string {
  const [w, h] = [1200, 630]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h)}
    ${logoTile(body, 80, 90, 170)}
    <text x="80" y="350" ${FONT} font-size="50" font-weight="700" fill="#ffffff">${escapeXml(business.name)}</text>
    <text x="80" y="420" ${FONT} font-size="32" fill="#ffffff" fill-opacity="0.9">${escapeXml(tagline)}</text>
    <text x="80" y="475" ${FONT} font-size="26" fill="#ffffff" fill-opacity="0.75">${escapeXml(city)}</text>
    ${mockCard(body, 850, 140, 290, 350, BLUE)}
  </svg>`
}

async function main() {
  const { svg: logo, body } = readCarGlyph()
  const square = (size: number, content: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${content}</svg>`

  // "any" icons: the logo as it is, rounded corners and all.
  for (const size of [192, 512]) await png(sizedLogo(logo, size), `icons/icon-${size}.png`, { width: size, height: size })

  // Maskable: full-bleed brand colour, the car inside the central safe circle (80% of the side).
  await png(
    square(512, `<rect width="512" height="512" fill="${BRAND}"/>${placedCar(body, { body: '#ffffff', windows: '#1c7ed6', hubs: BRAND }, 256, 262, 290)}`),
    'icons/icon-maskable-512.png',
    { width: 512, height: 512 },
  )

  // iOS rounds the corners itself and shows transparency as black: an opaque square.
  await png(
    square(180, `<rect width="180" height="180" fill="${BRAND}"/>${placedCar(body, { body: '#ffffff', windows: '#1c7ed6', hubs: BRAND }, 90, 92, 116)}`),
    'icons/apple-touch-icon-180.png',
    { width: 180, height: 180 },
  )

  // Shortcuts: used cars in the brand green, rentals in blue.
  await png(sizedLogo(logo, 96), 'icons/shortcut-used-96.png', { width: 96, height: 96 })
  await png(
    square(96, `<rect width="96" height="96" rx="21" fill="${BLUE}"/>${placedCar(body, { body: '#ffffff', windows: BRAND, hubs: BLUE }, 48, 50, 62)}`),
    'icons/shortcut-rent-96.png',
    { width: 96, height: 96 },
  )

  await png(narrowScreenshot(body), 'screenshots/narrow-1080x1920.png', { width: 1080, height: 1920 })
  await png(wideScreenshot(body), 'screenshots/wide-1920x1080.png', { width: 1920, height: 1080 })
  await png(ogImage(body), 'og-image.png', { width: 1200, height: 630 })
}

await main()
