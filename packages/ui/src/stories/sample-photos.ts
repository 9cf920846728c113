const palettes = [
  ['#f9c5d1', '#9795ef', '#5b3c88'],
  ['#a1c4fd', '#c2e9fb', '#33507a'],
  ['#fbc2eb', '#a6c1ee', '#6a4c93'],
  ['#fddb92', '#d1fdff', '#8a5a44'],
  ['#84fab0', '#8fd3f4', '#2d6a4f'],
  ['#e0c3fc', '#8ec5fc', '#4a3f6b'],
] as const

/** A soft portrait-like SVG as a data URL, so stories need no network or binary fixtures. */
export function samplePhoto(seed: number): string {
  const [from, to, figure] = palettes[seed % palettes.length]!
  const headY = 150 + (seed % 3) * 8
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
<circle cx="${320 - (seed % 4) * 60}" cy="90" r="46" fill="#ffffff" opacity="0.35"/>
<circle cx="200" cy="${headY + 40}" r="78" fill="${figure}" opacity="0.85"/>
<path d="M60 500c0-110 62-180 140-180s140 70 140 180z" fill="${figure}" opacity="0.85"/>
</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const sampleProfiles = [
  { name: 'Anna', age: 29, location: 'Utrecht, Netherlands' },
  { name: 'Sofie', age: 34, location: 'Aarhus, Denmark' },
  { name: 'Lena Marie', age: 27, location: 'Bayern, Germany' },
  { name: 'Chiara', age: 41, location: 'Lombardia, Italy' },
  { name: 'Maja', age: 23, location: 'Västra Götaland, Sweden' },
  { name: 'Émilie', age: 38, location: 'Île-de-France, France' },
  { name: 'Aleksandra', age: 45, location: 'Mazowieckie, Poland' },
  { name: 'Ingrid', age: 31, location: 'Oslo, Norway' },
] as const
