/**
 * Demo photos for the seed: a car silhouette per body type, in the car's colour, drawn as SVG and rendered to
 * WebP with sharp. Each photo index has its own background and framing, so a vehicle's gallery looks varied.
 */
import sharp from 'sharp'
import type { BodyType } from '../../src/features/vehicles/model/vehicle-constants'
import { PHOTO_SIZES } from '../../src/lib/photos/photo-pipeline'

type Point = readonly [number, number]

interface Silhouette {
  /** Body outline, car facing right, in a 1000 x 400 box with the ground at y = 340. */
  body: readonly Point[]
  /** Side windows (dark glass). */
  windows: readonly (readonly Point[])[]
  wheels: readonly [Point, Point]
  wheelRadius: number
  /** Front light, at the right end. */
  headlight: Point
  /** Rear light, at the left end. */
  taillight: Point
  /** Vertical door lines (x from, y top, y bottom). */
  doorLines: readonly (readonly [number, number, number])[]
  /** A convertible shows its windscreen frame and headrests instead of a roof. */
  open?: boolean
}

const GROUND_Y = 340

const SILHOUETTES: Record<BodyType, Silhouette> = {
  'city-car': {
    body: [
      [262, 300],
      [255, 205],
      [292, 128],
      [318, 118],
      [528, 114],
      [556, 122],
      [640, 196],
      [735, 216],
      [748, 262],
      [745, 300],
    ],
    windows: [
      [
        [305, 196],
        [326, 134],
        [418, 130],
        [418, 196],
      ],
      [
        [430, 196],
        [430, 130],
        [530, 128],
        [604, 196],
      ],
    ],
    wheels: [
      [345, 298],
      [655, 298],
    ],
    wheelRadius: 44,
    headlight: [728, 228],
    taillight: [262, 215],
    doorLines: [[424, 130, 292]],
  },
  hatchback: {
    body: [
      [205, 300],
      [200, 200],
      [238, 134],
      [290, 120],
      [540, 116],
      [572, 124],
      [668, 196],
      [792, 214],
      [808, 262],
      [805, 300],
    ],
    windows: [
      [
        [250, 196],
        [276, 140],
        [400, 134],
        [400, 196],
      ],
      [
        [412, 196],
        [412, 134],
        [545, 130],
        [628, 196],
      ],
    ],
    wheels: [
      [315, 298],
      [690, 298],
    ],
    wheelRadius: 46,
    headlight: [786, 226],
    taillight: [208, 212],
    doorLines: [
      [406, 132, 292],
      [600, 198, 290],
    ],
  },
  sedan: {
    body: [
      [135, 300],
      [130, 212],
      [262, 194],
      [372, 128],
      [410, 120],
      [560, 118],
      [600, 128],
      [690, 196],
      [858, 214],
      [872, 262],
      [868, 300],
    ],
    windows: [
      [
        [300, 194],
        [384, 134],
        [500, 130],
        [500, 194],
      ],
      [
        [512, 194],
        [512, 130],
        [592, 132],
        [656, 194],
      ],
    ],
    wheels: [
      [275, 298],
      [725, 298],
    ],
    wheelRadius: 46,
    headlight: [850, 226],
    taillight: [138, 222],
    doorLines: [
      [506, 132, 292],
      [330, 196, 292],
    ],
  },
  'station-wagon': {
    body: [
      [135, 300],
      [130, 196],
      [162, 128],
      [200, 118],
      [585, 116],
      [620, 126],
      [705, 196],
      [858, 214],
      [872, 262],
      [868, 300],
    ],
    windows: [
      [
        [170, 190],
        [192, 134],
        [330, 130],
        [330, 190],
      ],
      [
        [342, 190],
        [342, 130],
        [505, 128],
        [505, 190],
      ],
      [
        [517, 190],
        [517, 128],
        [604, 130],
        [668, 190],
      ],
    ],
    wheels: [
      [280, 298],
      [730, 298],
    ],
    wheelRadius: 46,
    headlight: [850, 226],
    taillight: [136, 210],
    doorLines: [
      [511, 130, 292],
      [336, 132, 292],
    ],
  },
  suv: {
    body: [
      [158, 290],
      [150, 166],
      [178, 98],
      [212, 86],
      [598, 84],
      [636, 96],
      [712, 168],
      [842, 188],
      [856, 238],
      [852, 290],
    ],
    windows: [
      [
        [188, 160],
        [212, 100],
        [350, 98],
        [350, 160],
      ],
      [
        [362, 160],
        [362, 98],
        [510, 96],
        [510, 160],
      ],
      [
        [522, 160],
        [522, 96],
        [620, 100],
        [676, 160],
      ],
    ],
    wheels: [
      [292, 282],
      [716, 282],
    ],
    wheelRadius: 58,
    headlight: [832, 200],
    taillight: [156, 180],
    doorLines: [
      [516, 98, 276],
      [356, 100, 276],
    ],
  },
  coupe: {
    body: [
      [155, 304],
      [150, 232],
      [290, 212],
      [448, 142],
      [488, 136],
      [590, 136],
      [700, 206],
      [846, 226],
      [858, 270],
      [852, 304],
    ],
    windows: [
      [
        [330, 208],
        [455, 148],
        [540, 144],
        [540, 208],
      ],
      [
        [552, 208],
        [552, 144],
        [590, 146],
        [662, 208],
      ],
    ],
    wheels: [
      [280, 302],
      [718, 302],
    ],
    wheelRadius: 46,
    headlight: [838, 236],
    taillight: [154, 240],
    doorLines: [[546, 146, 296]],
  },
  convertible: {
    body: [
      [160, 304],
      [152, 226],
      [300, 214],
      [440, 212],
      [560, 208],
      [640, 206],
      [712, 212],
      [848, 228],
      [860, 272],
      [854, 304],
    ],
    windows: [],
    wheels: [
      [284, 302],
      [722, 302],
    ],
    wheelRadius: 46,
    headlight: [840, 238],
    taillight: [156, 236],
    doorLines: [[560, 212, 296]],
    open: true,
  },
  mpv: {
    body: [
      [175, 294],
      [170, 150],
      [196, 88],
      [232, 78],
      [560, 74],
      [600, 84],
      [722, 176],
      [826, 198],
      [836, 246],
      [832, 294],
    ],
    windows: [
      [
        [200, 146],
        [222, 94],
        [360, 90],
        [360, 146],
      ],
      [
        [372, 146],
        [372, 90],
        [520, 88],
        [520, 146],
      ],
      [
        [532, 146],
        [532, 88],
        [590, 92],
        [676, 168],
        [532, 168],
      ],
    ],
    wheels: [
      [298, 290],
      [702, 290],
    ],
    wheelRadius: 48,
    headlight: [816, 210],
    taillight: [172, 170],
    doorLines: [
      [526, 90, 282],
      [366, 92, 282],
    ],
  },
  van: {
    body: [
      [125, 296],
      [120, 62],
      [140, 44],
      [720, 42],
      [752, 56],
      [812, 160],
      [872, 186],
      [884, 236],
      [880, 296],
    ],
    windows: [
      [
        [700, 64],
        [742, 66],
        [792, 156],
        [700, 156],
      ],
    ],
    wheels: [
      [258, 290],
      [758, 290],
    ],
    wheelRadius: 50,
    headlight: [862, 200],
    taillight: [124, 120],
    doorLines: [
      [690, 60, 284],
      [470, 56, 284],
    ],
  },
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)))
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  const target = amount < 0 ? 0 : 255
  const mixed = channels.map((channel) => clampByte(channel + (target - channel) * Math.abs(amount)))
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  return (0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255)) / 255
}

function pointsAttr(points: readonly Point[]): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ')
}

function wheelSvg([cx, cy]: Point, radius: number): string {
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 2 * Math.PI) / 5
    const x = cx + Math.cos(angle) * radius * 0.55
    const y = cy + Math.sin(angle) * radius * 0.55
    return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#5d6166" stroke-width="${(radius * 0.12).toFixed(1)}" stroke-linecap="round"/>`
  }).join('')
  return `<circle cx="${cx}" cy="${cy}" r="${radius + 6}" fill="#141518"/>
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.64}" fill="#c9ccd1" stroke="#8d9197" stroke-width="3"/>
    ${spokes}
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.14}" fill="#3a3d42"/>`
}

/** The car alone, facing right, in its 1000 x 400 box. */
export function carSvg(bodyType: BodyType, colorHex: string): string {
  const s = SILHOUETTES[bodyType]
  const outline = luminance(colorHex) > 0.75 ? shade(colorHex, -0.45) : shade(colorHex, -0.35)
  const [firstWheel, secondWheel] = s.wheels
  const archRadius = s.wheelRadius + 14
  const arches = s.wheels.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="${archRadius}" fill="#1d1f23"/>`).join('')
  const windows = s.windows
    .map((window) => `<polygon points="${pointsAttr(window)}" fill="url(#glass)" stroke="#1b1d21" stroke-width="5" stroke-linejoin="round"/>`)
    .join('')
  const doors = s.doorLines
    .map(([x, top, bottom]) => `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${outline}" stroke-width="3" opacity="0.7"/>`)
    .join('')
  const openTop = s.open
    ? `<path d="M 600 208 L 548 146" stroke="#2a2c30" stroke-width="9" stroke-linecap="round"/>
       <path d="M 560 206 L 552 152" stroke="#8fb2c8" stroke-width="6" opacity="0.7"/>
       <rect x="420" y="150" width="34" height="60" rx="14" fill="#2b2d31"/>
       <rect x="330" y="156" width="34" height="54" rx="14" fill="#2b2d31"/>`
    : ''
  const [hx, hy] = s.headlight
  const [tx, ty] = s.taillight
  const bodyTop = Math.min(...s.body.map(([, y]) => y))
  return `<g>
    <ellipse cx="500" cy="${GROUND_Y + 4}" rx="430" ry="26" fill="#000" opacity="0.28"/>
    ${openTop}
    <polygon points="${pointsAttr(s.body)}" fill="url(#paint)" stroke="${outline}" stroke-width="6" stroke-linejoin="round"/>
    <line x1="${s.body[0]![0] + 10}" y1="${(bodyTop + 300) / 2 + 40}" x2="${s.body[s.body.length - 1]![0] - 10}" y2="${(bodyTop + 300) / 2 + 40}" stroke="${shade(colorHex, 0.35)}" stroke-width="4" opacity="0.55"/>
    ${windows}
    ${doors}
    ${arches}
    <ellipse cx="${hx}" cy="${hy}" rx="16" ry="9" fill="#fff6c8" stroke="#8a8160" stroke-width="2"/>
    <rect x="${tx - 6}" y="${ty - 10}" width="14" height="22" rx="4" fill="#c4161c"/>
    ${wheelSvg(firstWheel, s.wheelRadius)}
    ${wheelSvg(secondWheel, s.wheelRadius)}
  </g>`
}

interface Scene {
  background: string
  /** Transform placing the 1000 x 400 car box on the 1280 x 960 canvas. */
  carTransform: string
}

const SCENES: readonly Scene[] = [
  {
    // Showroom: light wall, polished floor; side view.
    background: `<rect width="1280" height="960" fill="url(#wall)"/>
      <rect y="640" width="1280" height="320" fill="#d9dce0"/>
      <rect y="640" width="1280" height="6" fill="#c3c7cc"/>
      ${[160, 480, 800, 1120].map((x) => `<rect x="${x - 60}" y="60" width="120" height="14" rx="7" fill="#fffdf2" opacity="0.9"/>`).join('')}`,
    carTransform: 'translate(140 340)',
  },
  {
    // Outdoors with the Orobie behind; facing left, three-quarter hint.
    background: `<rect width="1280" height="960" fill="url(#sky)"/>
      <polygon points="0,560 180,330 300,430 460,250 620,420 760,300 930,450 1080,290 1280,470 1280,640 0,640" fill="#7b8ea3"/>
      <polygon points="410,300 460,250 510,300 480,290 460,305 440,292" fill="#f4f6f8"/>
      <polygon points="1030,335 1080,290 1125,330 1100,325 1080,338 1058,326" fill="#f4f6f8"/>
      <rect y="600" width="1280" height="80" fill="#6f9a56"/>
      <rect y="680" width="1280" height="280" fill="#55595f"/>
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 280 + 40}" y="810" width="160" height="12" fill="#f1f1f1"/>`).join('')}`,
    carTransform: 'translate(1170 400) scale(-1.02 1) skewY(-3)',
  },
  {
    // Close-up of the front at sunset.
    background: `<rect width="1280" height="960" fill="url(#sunset)"/>
      <circle cx="1020" cy="330" r="90" fill="#ffd27a" opacity="0.85"/>
      <rect y="690" width="1280" height="270" fill="#3f3a3c"/>`,
    carTransform: 'translate(-520 150) scale(1.75)',
  },
  {
    // Night in town: dark sky and building outlines.
    background: `<rect width="1280" height="960" fill="#141c2e"/>
      ${[
        [0, 300, 150],
        [150, 220, 120],
        [270, 340, 170],
        [440, 180, 110],
        [550, 280, 160],
        [710, 240, 130],
        [840, 320, 150],
        [990, 200, 140],
        [1130, 290, 150],
      ]
        .map(([x, h, w]) => `<rect x="${x}" y="${660 - h!}" width="${w}" height="${h}" fill="#222c42"/>`)
        .join('')}
      ${Array.from({ length: 36 }, (_, i) => `<rect x="${30 + ((i * 97) % 1220)}" y="${420 + ((i * 53) % 220)}" width="14" height="18" fill="#f6d57a" opacity="0.75"/>`).join('')}
      <rect y="660" width="1280" height="300" fill="#2b2f36"/>`,
    carTransform: 'translate(230 420) scale(0.82)',
  },
]

/** A full 1280 x 960 photo: scene `sceneIndex` (0 to 3) with the car drawn in `colorHex`. */
export function photoSvg(bodyType: BodyType, colorHex: string, sceneIndex: number): string {
  const scene = SCENES[sceneIndex % SCENES.length]!
  const { width, height } = PHOTO_SIZES.large
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 960">
  <defs>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(colorHex, 0.22)}"/>
      <stop offset="0.55" stop-color="${colorHex}"/>
      <stop offset="1" stop-color="${shade(colorHex, -0.3)}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#9fb8cc"/>
      <stop offset="0.5" stop-color="#3d4f60"/>
      <stop offset="1" stop-color="#1e2833"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f7f8fa"/>
      <stop offset="1" stop-color="#e3e6ea"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5d9bd6"/>
      <stop offset="1" stop-color="#cfe4f5"/>
    </linearGradient>
    <linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b2c5a"/>
      <stop offset="0.6" stop-color="#d9735a"/>
      <stop offset="1" stop-color="#f2b36b"/>
    </linearGradient>
  </defs>
  ${scene.background}
  <g transform="${scene.carTransform}">${carSvg(bodyType, colorHex)}</g>
</svg>`
}

export interface RenderedPhoto {
  large: Buffer
  thumb: Buffer
}

/** Renders one photo at both sizes as WebP. */
export async function renderPhoto(bodyType: BodyType, colorHex: string, sceneIndex: number): Promise<RenderedPhoto> {
  const svg = Buffer.from(photoSvg(bodyType, colorHex, sceneIndex))
  const { large: largeSize, thumb: thumbSize } = PHOTO_SIZES
  const raster = await sharp(svg, { density: 72 }).resize(largeSize.width, largeSize.height).png().toBuffer()
  const [large, thumb] = await Promise.all([
    sharp(raster).webp({ quality: 80, effort: 4 }).toBuffer(),
    sharp(raster).resize(thumbSize.width, thumbSize.height).webp({ quality: 76, effort: 4 }).toBuffer(),
  ])
  return { large, thumb }
}
