/** `#rrggbb` darkened (negative `amount`) or lightened towards white (positive), by that share. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.round(Math.min(255, Math.max(0, next)))
  }
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`
}
