/**
 * Writes a PNG montage of pool pictures, for eyeballing the generated portraits:
 * `tsx src/seed/contact-sheet.ts <out.png> [first] [step] [count]`
 */
import sharp from 'sharp'
import { pictures } from './portrait-pool.ts'
import { portraitSvg } from './portrait-svg.ts'

const [out = 'contact-sheet.png', first = '0', step = '1', count = '18'] = process.argv.slice(2)
const columns = 6
const tileWidth = 256
const tileHeight = 341
const chosen = Array.from(
  { length: Number(count) },
  (_, i) => pictures[(Number(first) + i * Number(step)) % pictures.length],
).filter((picture) => picture !== undefined)

const tiles = await Promise.all(
  chosen.map((picture) =>
    sharp(Buffer.from(portraitSvg(picture)))
      .resize(tileWidth, tileHeight)
      .png()
      .toBuffer(),
  ),
)
const rows = Math.ceil(tiles.length / columns)
await sharp({
  create: {
    width: columns * tileWidth,
    height: rows * tileHeight,
    channels: 3,
    background: '#fff',
  },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % columns) * tileWidth,
      top: Math.floor(i / columns) * tileHeight,
    })),
  )
  .png()
  .toFile(out)
for (const picture of chosen) {
  const { person } = picture
  console.log(
    `${picture.n}: ${person.gender} ${person.hairColour} ${person.hairStyle} ${picture.scene}`,
  )
}
