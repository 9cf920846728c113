import type { HairStyle, Picture } from './portrait-pool.ts'
import { shade } from './shade.ts'
import type { Random } from './random.ts'

/**
 * A stylised head-and-shoulders figure, drawn around the head centre (0, 0) and placed by
 * a transform. Back hair is drawn over the shoulders and under the neck, front hair last.
 */

type Head = { rx: number; ry: number }

function backHair(style: HairStyle | 'none', fill: string, head: Head, random: Random): string {
  const { rx, ry } = head
  /** Hair hanging down both sides to `length`, open in the middle so the neck shows. */
  const hanging = (
    length: number,
    spread: number,
    bottom: (from: number, to: number) => string,
  ) => {
    const crown = (-(ry + spread) * 4) / 3
    return `<path fill="${fill}" d="M${-rx - spread} 0 C${-rx - spread} ${crown} ${rx + spread} ${crown} ${rx + spread} 0 C${rx + spread + 14} ${length * 0.4} ${rx + spread + 18} ${length * 0.75} ${rx + spread} ${length}${bottom(rx + spread, rx - 30)} C${rx - 18} ${length * 0.6} ${rx - 20} 90 ${rx - 40} 60 L${-rx + 40} 60 C${-rx + 20} 90 ${-rx + 18} ${length * 0.6} ${-rx + 30} ${length}${bottom(-rx + 30, -rx - spread)} C${-rx - spread - 18} ${length * 0.75} ${-rx - spread - 14} ${length * 0.4} ${-rx - spread} 0Z"/>`
  }
  switch (style) {
    case 'long':
      return hanging(330, 24, (_from, to) => ` L${to} 330`)
    case 'wavy':
      return hanging(310, 30, (from, to) => {
        const steps = 3
        let edge = ''
        for (let i = 1; i <= steps; i++) {
          const x = from + ((to - from) * i) / steps
          const mid = from + ((to - from) * (i - 0.5)) / steps
          edge += ` Q${mid.toFixed(1)} ${310 + 30} ${x.toFixed(1)} 310`
        }
        return edge
      })
    case 'bob':
      return hanging(130, 22, (_from, to) => ` L${to} 130`)
    case 'longish':
      return hanging(120, 18, (_from, to) => ` L${to} 120`)
    case 'curly': {
      let curls = ''
      for (let i = 0; i <= 24; i++) {
        const angle = Math.PI * (-0.28 + (1.56 * i) / 24)
        const x = Math.cos(angle) * (rx + 34)
        const y = -Math.sin(angle) * (ry + 30)
        curls += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${random.int(40, 52)}"/>`
      }
      return `<g fill="${fill}"><ellipse cx="0" cy="-20" rx="${rx + 40}" ry="${ry + 30}"/>${curls}</g>`
    }
    case 'ponytail':
      return `<path fill="${shade(fill, -0.08)}" d="M${rx - 10} ${-ry + 20} C${rx + 90} ${-ry + 10} ${rx + 100} 120 ${rx + 40} 220 C${rx + 55} 110 ${rx + 40} 0 ${rx - 10} ${-ry + 60}Z"/><path fill="${fill}" d="M${-rx - 18} 0 C${-rx - 18} ${(-(ry + 18) * 4) / 3} ${rx + 18} ${(-(ry + 18) * 4) / 3} ${rx + 18} 0Z"/>`
    case 'bun':
      return `<circle cx="0" cy="${-ry - 28}" r="52" fill="${shade(fill, -0.06)}"/><path fill="${fill}" d="M${-rx - 16} 0 C${-rx - 16} ${(-(ry + 16) * 4) / 3} ${rx + 16} ${(-(ry + 16) * 4) / 3} ${rx + 16} 0Z"/>`
    case 'manBun':
      return `<circle cx="0" cy="${-ry - 18}" r="38" fill="${shade(fill, -0.06)}"/>`
    default:
      return ''
  }
}

function frontHair(style: HairStyle | 'none', fill: string, head: Head, side: number): string {
  const { rx, ry } = head
  // A cubic's peak sits 3/4 of the way to its control points; this puts the crown at ry + lift.
  const peak = (lift: number, temple: number) => ((-(ry + lift) - temple / 4) * 4) / 3
  const cap = (lift: number, temple: number) =>
    `M${-rx - 4} ${temple} C${-rx - 8} ${peak(lift, temple)} ${rx + 8} ${peak(lift, temple)} ${rx + 4} ${temple}`
  const part = side * rx * 0.35
  switch (style) {
    case 'long':
    case 'wavy':
    case 'ponytail':
    case 'longish':
      return `<path fill="${fill}" d="${cap(30, 40)} C${rx - 6} -30 ${part + side * 60} ${-ry * 0.55} ${part} ${-ry * 0.72} C${part - side * 50} ${-ry * 0.5} ${-rx + 10} -40 ${-rx - 4} 40Z"/>`
    case 'bob':
      return `<path fill="${fill}" d="${cap(30, 60)} L${rx - 8} ${-ry * 0.3} C${rx * 0.4} ${-ry * 0.36} ${-rx * 0.4} ${-ry * 0.36} ${-rx + 8} ${-ry * 0.3} L${-rx - 4} 60Z"/>`
    case 'bun':
      return `<path fill="${fill}" d="${cap(22, 10)} C${rx - 10} ${-ry * 0.55} ${-rx + 10} ${-ry * 0.55} ${-rx - 4} 10Z"/>`
    case 'curly':
      return `<path fill="${fill}" d="${cap(34, 20)} C${rx - 20} ${-ry * 0.45} ${rx * 0.3} ${-ry * 0.62} 0 ${-ry * 0.5} C${-rx * 0.3} ${-ry * 0.62} ${-rx + 20} ${-ry * 0.45} ${-rx - 4} 20Z"/>`
    case 'pixie':
      return `<path fill="${fill}" d="${cap(26, 20)} C${rx - 10} ${-ry * 0.4} ${part + side * 40} ${-ry * 0.5} ${part - side * 30} ${-ry * 0.42} C${part - side * 80} ${-ry * 0.5} ${-rx + 4} ${-ry * 0.5} ${-rx - 4} 20Z"/>`
    case 'crop':
    case 'manBun':
      return `<path fill="${fill}" d="${cap(20, -10)} C${rx - 10} ${-ry * 0.62} ${-rx + 10} ${-ry * 0.62} ${-rx - 4} -10Z"/>`
    case 'sidePart':
      return `<path fill="${fill}" d="${cap(24, -5)} C${rx - 10} ${-ry * 0.6} ${part + side * 30} ${-ry * 0.72} ${part} ${-ry * 0.8} C${part - side * 40} ${-ry * 0.62} ${-rx + 10} ${-ry * 0.55} ${-rx - 4} -5Z"/>`
    case 'quiff':
      return `<path fill="${fill}" d="${cap(26, -10)} C${rx - 10} ${-ry * 0.62} ${-rx + 10} ${-ry * 0.62} ${-rx - 4} -10Z"/><path fill="${shade(fill, 0.08)}" d="M${-rx * 0.75} ${-ry * 0.72} C${-rx * 0.6} ${-ry - 60} ${rx * 0.5} ${-ry - 70} ${rx * 0.85} ${-ry * 0.8} C${rx * 0.3} ${-ry - 20} ${-rx * 0.3} ${-ry - 10} ${-rx * 0.75} ${-ry * 0.72}Z"/>`
    case 'curlyShort': {
      let curls = ''
      for (let i = 0; i <= 12; i++) {
        const angle = Math.PI * (0.05 + (0.9 * i) / 12)
        curls += `<circle cx="${(Math.cos(angle) * (rx - 4)).toFixed(1)}" cy="${(-Math.sin(angle) * (ry - 10)).toFixed(1)}" r="30"/>`
      }
      return `<g fill="${fill}">${curls}</g>`
    }
    case 'buzz':
      return `<path fill="${fill}" opacity="0.75" d="${cap(8, -20)} C${rx - 10} ${-ry * 0.68} ${-rx + 10} ${-ry * 0.68} ${-rx - 4} -20Z"/>`
    default:
      return ''
  }
}

function face(picture: Picture, random: Random, head: Head): string {
  const { person } = picture
  const brow =
    person.hairColour === 'blonde' || person.hairColour === 'grey'
      ? shade(person.hair, -0.45)
      : shade(person.hair, -0.1)
  const eyeY = 8
  const eyeGap = head.rx * 0.38
  const happyEyes = random.chance(0.3)
  const eyes = happyEyes
    ? `<path d="M${-eyeGap - 13} ${eyeY + 4} Q${-eyeGap} ${eyeY - 10} ${-eyeGap + 13} ${eyeY + 4}M${eyeGap - 13} ${eyeY + 4} Q${eyeGap} ${eyeY - 10} ${eyeGap + 13} ${eyeY + 4}" stroke="#2b2424" stroke-width="5" fill="none" stroke-linecap="round"/>`
    : `<ellipse cx="${-eyeGap}" cy="${eyeY}" rx="9" ry="11" fill="#2b2424"/><ellipse cx="${eyeGap}" cy="${eyeY}" rx="9" ry="11" fill="#2b2424"/><circle cx="${-eyeGap + 3}" cy="${eyeY - 4}" r="3" fill="#ffffff"/><circle cx="${eyeGap + 3}" cy="${eyeY - 4}" r="3" fill="#ffffff"/>`
  const browLift = random.int(0, 6)
  const brows = `<path d="M${-eyeGap - 20} ${eyeY - 26 - browLift} Q${-eyeGap} ${eyeY - 38 - browLift} ${-eyeGap + 18} ${eyeY - 28 - browLift}M${eyeGap - 18} ${eyeY - 28 - browLift} Q${eyeGap} ${eyeY - 38 - browLift} ${eyeGap + 20} ${eyeY - 26 - browLift}" stroke="${brow}" stroke-width="${person.gender === 'male' ? 8 : 6}" fill="none" stroke-linecap="round"/>`
  const nose = `<path d="M-4 30 Q-12 56 2 58" stroke="${shade(person.skin, -0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  const lips =
    person.gender === 'female'
      ? random.pick(['#c8505e', '#b5485a', '#d46a6a', '#a63d52'])
      : shade(person.skin, -0.4)
  const mouth = random.chance(0.5)
    ? `<path d="M-30 82 Q0 112 30 82Z" fill="${shade(lips, -0.2)}"/><path d="M-24 84 Q0 92 24 84 L22 88 Q0 96 -22 88Z" fill="#ffffff"/>`
    : `<path d="M-28 84 Q0 106 28 84" stroke="${lips}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  const cheeks = `<circle cx="${-eyeGap - 12}" cy="52" r="18" fill="#ff7b7b" opacity="0.22"/><circle cx="${eyeGap + 12}" cy="52" r="18" fill="#ff7b7b" opacity="0.22"/>`
  const glasses = person.glasses
    ? `<g stroke="#2d2a32" stroke-width="5" fill="#ffffff" fill-opacity="0.15"><circle cx="${-eyeGap}" cy="${eyeY}" r="27"/><circle cx="${eyeGap}" cy="${eyeY}" r="27"/><path d="M${-eyeGap + 27} ${eyeY} Q0 ${eyeY - 10} ${eyeGap - 27} ${eyeY}" fill="none"/></g>`
    : ''
  return `${cheeks}${brows}${eyes}${nose}${mouth}${glasses}`
}

function beard(picture: Picture, head: Head): string {
  if (!picture.person.beard) return ''
  const { rx, ry } = head
  const fill =
    picture.person.hairColour === 'bald' ? shade(picture.person.hair, 0.1) : picture.person.hair
  return `<path fill="${fill}" opacity="0.92" d="M${-rx + 2} 10 C${-rx + 6} ${ry + 10} ${-30} ${ry + 34} 0 ${ry + 34} C30 ${ry + 34} ${rx - 6} ${ry + 10} ${rx - 2} 10 C${rx - 20} 60 40 66 0 70 C-40 66 ${-rx + 20} 60 ${-rx + 2} 10Z"/><path fill="${fill}" d="M-34 76 Q0 58 34 76 Q0 70 -34 76Z"/>`
}

function torso(picture: Picture, random: Random): string {
  const shoulders = picture.person.gender === 'female' ? 250 : 290
  const fill = picture.clothing
  const neckline = random.pick(['round', 'v', 'collar'])
  const skin = picture.person.skin
  const top = `<path fill="${fill}" d="M${-shoulders - 20} 700 L${-shoulders - 20} 440 C${-shoulders - 10} 310 ${-shoulders + 90} 260 -70 246 L70 246 C${shoulders - 90} 260 ${shoulders + 10} 310 ${shoulders + 20} 440 L${shoulders + 20} 700Z"/>`
  const open =
    neckline === 'v'
      ? `<path fill="${skin}" d="M-62 244 L0 340 L62 244Z"/>`
      : `<path fill="${skin}" d="M-60 244 Q0 300 60 244Z"/>`
  const collar =
    neckline === 'collar'
      ? `<path fill="${shade(fill, 0.35)}" d="M-66 240 L-10 300 L-40 320 L-84 262Z M66 240 L10 300 L40 320 L84 262Z"/>`
      : `<path d="${neckline === 'v' ? 'M-62 244 L0 340 L62 244' : 'M-60 244 Q0 300 60 244'}" stroke="${shade(fill, -0.2)}" stroke-width="8" fill="none"/>`
  const pattern = random.chance(0.3)
    ? `<path d="M${-shoulders} 420 L${shoulders} 420 M${-shoulders - 10} 480 L${shoulders + 10} 480 M${-shoulders - 14} 540 L${shoulders + 14} 540" stroke="${shade(fill, 0.3)}" stroke-width="14" opacity="0.6"/>`
    : ''
  return `<g transform="translate(0 -40)">${top}${pattern}${open}${collar}</g>`
}

export function drawPerson(
  picture: Picture,
  random: Random,
  canvas: { width: number; height: number },
): string {
  const { person } = picture
  const head: Head = person.gender === 'female' ? { rx: 98, ry: 122 } : { rx: 104, ry: 128 }
  const x = canvas.width / 2 + random.int(-70, 70)
  const y = 420 + random.int(-25, 25)
  const scale = random.float(1.12, 1.28)
  const tilt = random.float(-7, 7)
  const side = random.chance(0.5) ? 1 : -1
  const skin = person.skin
  const neck = `<path fill="${shade(skin, -0.08)}" d="M-40 70 L-44 210 L44 210 L40 70Z"/>`
  const ears = `<ellipse cx="${-head.rx + 2}" cy="14" rx="18" ry="26" fill="${shade(skin, -0.05)}"/><ellipse cx="${head.rx - 2}" cy="14" rx="18" ry="26" fill="${shade(skin, -0.05)}"/>`
  const earrings =
    person.gender === 'female' && random.chance(0.5)
      ? `<circle cx="${-head.rx + 2}" cy="46" r="8" fill="#f2c14e"/><circle cx="${head.rx - 2}" cy="46" r="8" fill="#f2c14e"/>`
      : ''
  const headShape = `<ellipse cx="0" cy="0" rx="${head.rx}" ry="${head.ry}" fill="${skin}"/>`
  const shine =
    person.hairStyle === 'none'
      ? `<ellipse cx="${-head.rx * 0.35}" cy="${-head.ry * 0.7}" rx="28" ry="14" fill="#ffffff" opacity="0.25" transform="rotate(-20)"/>`
      : ''
  const rotate = `rotate(${tilt.toFixed(1)} 0 160)`
  const headGroup = `<g transform="${rotate}">${backHair(person.hairStyle, person.hair, head, random)}${ears}${earrings}${headShape}${shine}${beard(picture, head)}${face(picture, random, head)}${frontHair(person.hairStyle, person.hair, head, side)}</g>`
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(3)})">${torso(picture, random)}${neck}${headGroup}</g>`
}
