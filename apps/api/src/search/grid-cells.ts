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
