import type { Picture } from './portrait-pool.ts'
import { drawPerson } from './portrait-person.ts'
import { shade } from './shade.ts'
import { createRandom, mixSeed, type Random } from './random.ts'

/** Size of the rendered original: 3:4, so the 720x960 main variant is a plain downscale. */
export const portraitWidth = 768
export const portraitHeight = 1024

const W = portraitWidth
const H = portraitHeight

function linear(id: string, stops: readonly string[], vertical = true): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"'
  return `<linearGradient id="${id}" ${coords}>${stops
    .map((colour, i) => `<stop offset="${Math.round(i * step)}%" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`
}

function heart(x: number, y: number, size: number, fill: string, opacity: number): string {
  const s = size / 20
  return `<path transform="translate(${x} ${y}) scale(${s.toFixed(2)})" fill="${fill}" opacity="${opacity}" d="M0 6 C0 -2 -10 -4 -10 4 C-10 10 -2 14 0 18 C2 14 10 10 10 4 C10 -4 0 -2 0 6Z"/>`
}

/** An x position beside the person, never over the face. */
function sideX(random: Random): number {
  return random.chance(0.5) ? random.int(40, 170) : random.int(600, 730)
}

function cloud(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)})" fill="#ffffff" opacity="0.85"><ellipse cx="0" cy="0" rx="70" ry="28"/><circle cx="-25" cy="-18" r="30"/><circle cx="20" cy="-26" r="36"/><circle cx="52" cy="-6" r="24"/></g>`
}

function bokeh(random: Random, count: number, colours: readonly string[]): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${random.int(0, W)}" cy="${random.int(0, H * 0.75)}" r="${random.int(14, 70)}" fill="${random.pick(colours)}" opacity="${random.float(0.12, 0.4).toFixed(2)}"/>`
  }
  return out
}

function tree(x: number, base: number, size: number, leaf: string): string {
  return `<rect x="${x - size * 0.08}" y="${base - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#7a5235"/><circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${leaf}"/><circle cx="${x - size * 0.35}" cy="${base - size * 0.75}" r="${size * 0.38}" fill="${shade(leaf, -0.12)}"/><circle cx="${x + size * 0.35}" cy="${base - size * 0.8}" r="${size * 0.4}" fill="${shade(leaf, 0.1)}"/>`
}

function plant(x: number, base: number, flip: boolean): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (angle, i) =>
        `<ellipse cx="0" cy="-90" rx="22" ry="80" fill="${i % 2 ? '#3f8f5a' : '#57a96f'}" transform="rotate(${angle})"/>`,
    )
    .join('')
  return `<g transform="translate(${x} ${base}) scale(${flip ? -1 : 1} 1)">${leaves}<path d="M-55 -10 L55 -10 L42 90 L-42 90Z" fill="#d9805f"/><rect x="-60" y="-22" width="120" height="18" rx="6" fill="#c46d4e"/></g>`
}

type Scene = { defs: string; back: string; front: string }

function sceneSky(random: Random, variant: number): Scene {
  const palettes = [
    ['#8ec5fc', '#c9d8fd', '#e0c3fc'],
    ['#74b9ff', '#a6dcff', '#e3f4ff'],
    ['#89f7fe', '#a8d8ff', '#c2b6ff'],
  ]
  const palette = palettes[variant % palettes.length] ?? palettes[0]!
  const sunX = random.int(80, W - 80)
  return {
    defs: `${linear('bg', palette)}<radialGradient id="glow"><stop offset="0%" stop-color="#fff7c2" stop-opacity="0.9"/><stop offset="100%" stop-color="#fff7c2" stop-opacity="0"/></radialGradient>`,
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${sunX}" cy="140" r="150" fill="url(#glow)"/><circle cx="${sunX}" cy="140" r="55" fill="#ffe27a"/>${cloud(random.int(60, 300), random.int(200, 320), random.float(0.8, 1.3))}${cloud(random.int(460, 720), random.int(260, 420), random.float(0.7, 1.1))}`,
    front: variant % 2 ? heart(random.int(60, 160), random.int(560, 720), 46, '#ff6b8b', 0.85) : '',
  }
}

function sceneSunset(random: Random, variant: number): Scene {
  const palettes = [
    ['#ff9a8b', '#ff6a88', '#ffd3a5'],
    ['#fbc2eb', '#f6a192', '#ffd89b'],
    ['#f6d365', '#fda085', '#f37279'],
  ]
  const palette = palettes[variant % palettes.length] ?? palettes[0]!
  const sunX = random.int(200, W - 200)
  return {
    defs: linear('bg', palette),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${sunX}" cy="600" r="190" fill="#fff1b8" opacity="0.85"/><path d="M0 640 C160 560 300 600 420 650 C560 700 660 600 ${W} 620 L${W} ${H} L0 ${H}Z" fill="#b0579c" opacity="0.75"/><path d="M0 720 C180 670 320 740 480 720 C620 700 700 690 ${W} 730 L${W} ${H} L0 ${H}Z" fill="#6d3a8c" opacity="0.85"/>`,
    front: `${heart(random.int(560, 700), random.int(120, 260), 40, '#ffffff', 0.7)}${heart(random.int(60, 200), random.int(180, 300), 28, '#ffffff', 0.55)}`,
  }
}

function sceneBeach(random: Random, variant: number): Scene {
  const sea = ['#3fb1c8', '#2e9fc0', '#48c1c9'][variant % 3] ?? '#3fb1c8'
  return {
    defs: linear('bg', ['#8fd3f4', '#c5ecfb', '#fdf6e3']),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${random.int(90, 680)}" cy="170" r="60" fill="#ffe066"/>${cloud(random.int(100, 660), random.int(120, 260), 0.9)}<rect y="600" width="${W}" height="170" fill="${sea}"/><path d="M0 640 Q60 628 120 640 T240 640 T360 640 T480 640 T600 640 T720 640 T840 640" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.6"/><path d="M0 700 Q60 688 120 700 T240 700 T360 700 T480 700 T600 700 T720 700 T840 700" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.45"/><path d="M0 760 C200 735 500 775 ${W} 745 L${W} ${H} L0 ${H}Z" fill="#f3d9a4"/>`,
    front: `<g transform="translate(${variant % 2 ? W - 20 : 20} 40) scale(${variant % 2 ? -1 : 1} 1)" fill="#2f8f4e"><path d="M0 0 C80 10 160 60 190 130 C130 90 60 70 0 70Z"/><path d="M0 40 C60 70 110 140 120 210 C80 150 30 120 -10 110Z" fill="#3aa35c"/></g>`,
  }
}

function sceneCity(random: Random, variant: number): Scene {
  const palettes = [
    ['#2b3a67', '#8e6c9e', '#f39f86'],
    ['#141e30', '#4b4f8a', '#f6a07a'],
    ['#3a1c71', '#d76d77', '#ffaf7b'],
  ]
  const palette = palettes[variant % palettes.length] ?? palettes[0]!
  let buildings = ''
  let x = -20
  while (x < W) {
    const width = random.int(70, 140)
    const height = random.int(220, 520)
    const top = H - height - 140
    const tone = random.pick(['#22253f', '#2c2f52', '#1c1e33', '#34365e'])
    buildings += `<rect x="${x}" y="${top}" width="${width}" height="${height + 140}" fill="${tone}"/>`
    for (let wy = top + 20; wy < H - 160; wy += 38) {
      for (let wx = x + 12; wx < x + width - 18; wx += 26) {
        if (random.chance(0.45))
          buildings += `<rect x="${wx}" y="${wy}" width="12" height="18" fill="#ffd97a" opacity="${random.float(0.5, 0.95).toFixed(2)}"/>`
      }
    }
    x += width + random.int(4, 16)
  }
  return {
    defs: linear('bg', palette),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(random, 8, ['#ffd97a', '#ffffff'])}${buildings}`,
    front: '',
  }
}

function scenePark(random: Random, variant: number): Scene {
  const leaf = ['#4caf6d', '#5fb86a', '#3d9a5e'][variant % 3] ?? '#4caf6d'
  let flowers = ''
  for (let i = 0; i < 9; i++) {
    const fx = random.pick([random.int(20, 190), random.int(580, 750)])
    const fy = random.int(860, 1000)
    const petal = random.pick(['#ff8fab', '#ffd166', '#ffffff', '#c77dff'])
    flowers += `<g transform="translate(${fx} ${fy})"><circle cx="-9" cy="0" r="9" fill="${petal}"/><circle cx="9" cy="0" r="9" fill="${petal}"/><circle cx="0" cy="-9" r="9" fill="${petal}"/><circle cx="0" cy="9" r="9" fill="${petal}"/><circle r="6" fill="#f4a261"/></g>`
  }
  return {
    defs: linear('bg', ['#a1d8f5', '#d7f0fb', '#f1fbff']),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/>${cloud(random.int(80, 680), random.int(110, 230), 1)}<path d="M0 640 C200 560 420 620 ${W} 580 L${W} ${H} L0 ${H}Z" fill="#9bd18b"/>${tree(random.int(60, 160), 700, random.int(150, 210), leaf)}${tree(random.int(600, 710), 690, random.int(150, 220), shade(leaf, 0.08))}<path d="M0 760 C240 720 520 790 ${W} 740 L${W} ${H} L0 ${H}Z" fill="#78bf6e"/>`,
    front: flowers,
  }
}

function sceneStudio(random: Random, variant: number): Scene {
  const palettes = [
    ['#fde2e4', '#fad2e1', '#e2ece9'],
    ['#dfe7fd', '#cddafd', '#f0efeb'],
    ['#fff1e6', '#fde2e4', '#eae4e9'],
    ['#e2ece9', '#bee1e6', '#f0efeb'],
  ]
  const palette = palettes[variant % palettes.length] ?? palettes[0]!
  return {
    defs: `<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="${palette[2]}"/><stop offset="60%" stop-color="${palette[0]}"/><stop offset="100%" stop-color="${shade(palette[1] ?? '#cccccc', -0.1)}"/></radialGradient>`,
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(random, 14, ['#ffffff', '#ffc8dd', '#bde0fe', '#ffafcc'])}`,
    front:
      variant % 3 === 0
        ? heart(random.int(600, 700), random.int(140, 260), 54, '#ff4d6d', 0.8)
        : '',
  }
}

function sceneInterior(random: Random, variant: number): Scene {
  const wall = ['#f4e1d2', '#dde5b6', '#cde7f0', '#f7d6e0', '#e8e1f5'][variant % 5] ?? '#f4e1d2'
  const frameX = random.int(60, 520)
  const art = random.pick(['#ef8354', '#4f5d75', '#7bc950', '#f2c14e'])
  const plantLeft = variant % 2 === 0
  return {
    defs: linear('bg', [shade(wall, 0.25), wall]),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="${frameX}" y="110" width="190" height="150" fill="#ffffff" stroke="#8d6e63" stroke-width="10"/><path d="M${frameX + 15} 245 L${frameX + 80} 160 L${frameX + 120} 210 L${frameX + 145} 180 L${frameX + 175} 245Z" fill="${art}"/><circle cx="${frameX + 150}" cy="145" r="16" fill="#ffd166"/><rect y="840" width="${W}" height="${H - 840}" fill="${shade(wall, -0.25)}"/>`,
    front: plant(plantLeft ? 90 : W - 90, 930, !plantLeft),
  }
}

function sceneNight(random: Random, variant: number): Scene {
  const palettes = [
    ['#0f2027', '#203a43', '#2c5364'],
    ['#141e30', '#243b55', '#3a6073'],
    ['#1a1a40', '#3b2f63', '#6a4c93'],
  ]
  const palette = palettes[variant % palettes.length] ?? palettes[0]!
  let stars = ''
  for (let i = 0; i < 40; i++) {
    stars += `<circle cx="${random.int(0, W)}" cy="${random.int(0, 560)}" r="${random.float(1.2, 3.4).toFixed(1)}" fill="#ffffff" opacity="${random.float(0.4, 1).toFixed(2)}"/>`
  }
  const moonX = random.int(90, W - 90)
  return {
    defs: linear('bg', palette),
    back: `<rect width="${W}" height="${H}" fill="url(#bg)"/>${stars}<circle cx="${moonX}" cy="150" r="62" fill="#fdf3c4"/><circle cx="${moonX + 28}" cy="132" r="56" fill="${palette[0]}"/>${bokeh(random, 10, ['#ffcf6f', '#ff8fab', '#8ecae6'])}`,
    front: heart(sideX(random), random.int(250, 400), 34, '#ff8fab', 0.75),
  }
}

const scenes = {
  sky: sceneSky,
  sunset: sceneSunset,
  beach: sceneBeach,
  city: sceneCity,
  park: scenePark,
  studio: sceneStudio,
  interior: sceneInterior,
  night: sceneNight,
} as const

/** The full portrait of one pool picture as an SVG document. */
export function portraitSvg(picture: Picture): string {
  const random = createRandom(mixSeed('portrait', picture.n))
  const scene = scenes[picture.scene](random, picture.variant)
  const person = drawPerson(picture, random, { width: W, height: H })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${scene.defs}</defs>${scene.back}${person}${scene.front}</svg>`
}
