import { formatMoney, isCurrency } from '@dating/domain/payments'
import { vatIncluded } from '@dating/domain/vat'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Site } from '../http/context.ts'
import type { PaymentRow } from './settle.ts'

export type InvoiceText = {
  title: string
  number: string
  date: string
  customer: string
  item: string
  listPrice: string
  discount: string
  total: string
  vatIncluded: string
  /** "Of which VAT (21%)", when the payment has its rate. */
  vatLine: string | null
  vatNumbers: string
  method: string
}

/** `INV-<year>-<payment row id, six digits>`: unique and in order per year. */
export function invoiceNumber(payment: Pick<PaymentRow, 'id' | 'paidAt' | 'createdAt'>): string {
  const year = (payment.paidAt ?? payment.createdAt).getUTCFullYear()
  return `INV-${year}-${String(payment.id).padStart(6, '0')}`
}

/** The standard PDF fonts know WinAnsi only: other letters lose their accents or become `?`. */
function winAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '?')
}

/** The invoice of a paid payment as a one-page PDF with the brand's company data (docs/api.md). */
export async function invoicePdf(
  site: Site,
  payment: PaymentRow,
  customer: { name: string; email: string },
  text: InvoiceText,
  locale: string,
): Promise<Uint8Array> {
  if (!isCurrency(payment.currency)) throw new Error(`Unknown currency ${payment.currency}`)
  const money = (amount: number) =>
    formatMoney(amount, payment.currency as Parameters<typeof formatMoney>[1], locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${text.title} ${invoiceNumber(payment)}`)
  pdf.setCreator(site.name)
  const pageSize: [number, number] = [595.28, 841.89]
  const page = pdf.addPage(pageSize)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = pageSize[1] - 60
  const line = (value: string, options: { size?: number; strong?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11
    page.drawText(winAnsi(value), { x: 50, y, size, font: options.strong ? bold : regular })
    y -= options.gap ?? size + 6
  }
  line(site.companyName, { size: 16, strong: true })
  line(site.companyAddress)
  line(`${site.companyCity}, ${site.companyCountry}`)
  line(`KvK ${site.companyKvk}`)
  line(`${text.vatNumbers}: ${site.companyVatNumbers.join(', ')}`, { gap: 30 })
  line(text.title, { size: 20, strong: true, gap: 28 })
  line(`${text.number}: ${invoiceNumber(payment)}`)
  line(`${text.date}: ${(payment.paidAt ?? payment.createdAt).toISOString().slice(0, 10)}`)
  line(`${text.customer}: ${customer.name} <${customer.email}>`)
  line(`${text.method}: ${payment.method}`, { gap: 30 })
  line(text.item, { strong: true })
  line(`${text.listPrice}: ${money(payment.listAmount)}`)
  if (payment.discountCode) {
    line(
      `${text.discount} (${payment.discountCode}): -${money(payment.listAmount - payment.amount)}`,
    )
  }
  line(`${text.total}: ${money(payment.amount)}`, { strong: true, size: 13 })
  if (text.vatLine && payment.vatRate !== null) {
    line(`${text.vatLine}: ${money(vatIncluded(payment.amount, payment.vatRate))}`)
  }
  line(text.vatIncluded, { size: 9 })
  return pdf.save()
}
