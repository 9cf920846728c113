/**
 * The half-degree grid of `profiles.geo_cell` (decision 063; the migration computes the same
 * number): a cell is (floor(lat·2) + 180) · 1000 + floor(lon·2) + 360.
 */
export function gridCell(lat: number, lon: number): number {
  return (Math.floor(lat * 2) + 180) * 1000 + (Math.floor(lon * 2) + 360)
}

const kmPerDegreeLat = 111.2

/** Every cell a circle of `radiusKm` around a position touches (its bounding box's cells). */
export function gridCellsAround(
  position: { lat: number; lon: number },
  radiusKm: number,
): number[] {
  const dLat = radiusKm / kmPerDegreeLat
  const maxLat = Math.min(89.9, Math.abs(position.lat) + dLat)
  const dLon = Math.min(180, radiusKm / (kmPerDegreeLat * Math.cos((maxLat * Math.PI) / 180)))
  const cells: number[] = []
  const latFrom = Math.floor((position.lat - dLat) * 2)
  const latTo = Math.floor((position.lat + dLat) * 2)
  const lonFrom = Math.floor((position.lon - dLon) * 2)
  const lonTo = Math.floor((position.lon + dLon) * 2)
  for (let la = latFrom; la <= latTo; la++) {
    for (let lo = lonFrom; lo <= lonTo; lo++) cells.push((la + 180) * 1000 + (lo + 360))
  }
  return cells
}

/** Great-circle kilometres, the same formula as the search's SQL (earth's diameter 12,742 km). */
export function kilometresBetween(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The inner edges of the distance bands a radius search walks (decision 084): a band ends where
 * the next begins, the last one at the radius. A page of a wide circle reads the nearest bands
 * only, until it has its rows.
 */
export const bandEdgesKm = [10, 25, 50, 100] as const

/** The bands of a radius, nearest first: `[from, to)`, the last one `[from, radius]`. */
export function distanceBands(radiusKm: number): { fromKm: number; toKm: number }[] {
  const edges = [0, ...bandEdgesKm.filter((edge) => edge < radiusKm), radiusKm]
  return edges.slice(1).map((toKm, index) => ({ fromKm: edges[index] as number, toKm }))
}

/** A kilometre of slack on either side: the corners and the clamped point are exact only on a plane. */
const slackKm = 1

/**
 * The nearest and farthest a point of a cell can be from a position, with slack: the position
 * clamped into the cell (the nearest point of a cell this small), and its farthest corner.
 */
function cellReach(position: { lat: number; lon: number }, cell: number) {
  const latFrom = (Math.floor(cell / 1000) - 180) / 2
  const lonFrom = ((cell % 1000) - 360) / 2
  const clamp = (value: number, from: number) => Math.min(Math.max(value, from), from + 0.5)
  const nearest = kilometresBetween(position, {
    lat: clamp(position.lat, latFrom),
    lon: clamp(position.lon, lonFrom),
  })
  const farthest = Math.max(
    ...[latFrom, latFrom + 0.5].flatMap((lat) =>
      [lonFrom, lonFrom + 0.5].map((lon) => kilometresBetween(position, { lat, lon })),
    ),
  )
  return { nearestKm: Math.max(0, nearest - slackKm), farthestKm: farthest + slackKm }
}

/**
 * For each distance band of a radius, the cells of the circle that can hold a profile at a
 * distance inside the band: a cell between two bands belongs to both.
 */
export function gridCellsByBand(
  position: { lat: number; lon: number },
  radiusKm: number,
): number[][] {
  const reaches = gridCellsAround(position, radiusKm).map((cell) => ({
    cell,
    ...cellReach(position, cell),
  }))
  return distanceBands(radiusKm).map(({ fromKm, toKm }) =>
    reaches
      .filter((reach) => reach.nearestKm <= toKm && reach.farthestKm >= fromKm)
      .map((reach) => reach.cell),
  )
}
