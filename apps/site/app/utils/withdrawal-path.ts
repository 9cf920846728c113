/** The withdrawal function of one purchase: its payment page, asking to confirm at once. */
export function withdrawalPath(paymentId: string): string {
  return `/transactions/${encodeURIComponent(paymentId)}?withdraw=1`
}
