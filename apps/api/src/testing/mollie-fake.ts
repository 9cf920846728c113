/**
 * A local stand-in for the Mollie endpoints the api uses (create, get, refund a payment), for
 * tests: @mollie/api-client talks to it through `apiEndpoint`. `setStatus` plays the customer
 * at Mollie's checkout. The client trusts Mollie's CA bundle only, so a test process that uses
 * the fake must turn certificate checks off (NODE_TLS_REJECT_UNAUTHORIZED=0) while it runs.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { fakeTlsCert, fakeTlsKey } from './mollie-fake-tls.ts'

type FakePayment = {
  id: string
  status: string
  amount: { currency: string; value: string }
  description: string
  method: string | null
  redirectUrl: string
  webhookUrl: string
  refunds: Array<{ currency: string; value: string }>
}

/** Network delays the fake plays, in milliseconds (a slow provider, decision 045). */
export type MollieFakeDelays = {
  /** Before every answer. */
  everyMs?: number
  /** Before the answer to a refund, on top of `everyMs`. */
  refundMs?: number
}

/** A failure the fake plays for a kind of call until it is set back to null. */
export type MollieFakeFault = { status: number } | { delayMs: number }

export type MollieFake = {
  /** Faults of creating and of getting a payment (a provider down, failing or slow). */
  faults: { create: MollieFakeFault | null; get: MollieFakeFault | null }
  apiEndpoint: string
  payments: Map<string, FakePayment>
  /** Authorization headers seen, to check the key is sent. */
  authorizations: string[]
  setStatus: (id: string, status: string) => void
  stop: () => Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/hal+json' })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

function view(payment: FakePayment, apiEndpoint: string) {
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    status: payment.status,
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    createdAt: new Date().toISOString(),
    _links: {
      self: { href: `${apiEndpoint}payments/${payment.id}`, type: 'application/hal+json' },
      checkout: {
        href: `https://www.mollie.com/checkout/select-method/${payment.id}`,
        type: 'text/html',
      },
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startMollieFake(
  options: { delays?: MollieFakeDelays; port?: number } = {},
): Promise<MollieFake> {
  const payments = new Map<string, FakePayment>()
  const authorizations: string[] = []
  const delays = options.delays ?? {}
  let apiEndpoint = ''
  const faults: MollieFake['faults'] = { create: null, get: null }
  /** Answers true when the fault answered the request itself. */
  const playFault = async (fault: MollieFakeFault | null, response: ServerResponse) => {
    if (!fault) return false
    if ('delayMs' in fault) {
      await pause(fault.delayMs)
      return false
    }
    send(response, fault.status, { status: fault.status, title: 'Fault', detail: 'Played fault' })
    return true
  }
  const server = createServer({ key: fakeTlsKey, cert: fakeTlsCert }, async (request, response) => {
    authorizations.push(request.headers.authorization ?? '')
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const refund = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(path)
    const single = /^\/v2\/payments\/(tr_\w+)$/.exec(path)
    const control = /^\/fake\/payments\/(tr_\w+)\/status$/.exec(path)
    await pause((delays.everyMs ?? 0) + (refund ? (delays.refundMs ?? 0) : 0))
    // The customer at Mollie's checkout, for a fake run outside a test (mollie-fake-main.ts).
    if (request.method === 'POST' && control?.[1] && payments.has(control[1])) {
      const body = await readJson(request)
      const payment = payments.get(control[1]) as FakePayment
      payment.status = String(body.status)
      return send(response, 200, view(payment, apiEndpoint))
    }
    if (request.method === 'POST' && path === '/v2/payments') {
      const body = await readJson(request)
      if (await playFault(faults.create, response)) return
      const payment: FakePayment = {
        id: `tr_${randomBytes(5).toString('hex')}`,
        status: 'open',
        amount: body.amount as FakePayment['amount'],
        description: String(body.description),
        method: (body.method as string | undefined) ?? null,
        redirectUrl: String(body.redirectUrl),
        webhookUrl: String(body.webhookUrl),
        refunds: [],
      }
      payments.set(payment.id, payment)
      return send(response, 201, view(payment, apiEndpoint))
    }
    if (request.method === 'GET' && single?.[1] && payments.has(single[1])) {
      if (await playFault(faults.get, response)) return
      return send(response, 200, view(payments.get(single[1]) as FakePayment, apiEndpoint))
    }
    if (request.method === 'POST' && refund?.[1] && payments.get(refund[1])?.status === 'paid') {
      const body = await readJson(request)
      const payment = payments.get(refund[1]) as FakePayment
      payment.refunds.push(body.amount as { currency: string; value: string })
      return send(response, 201, {
        resource: 'refund',
        id: `re_${randomBytes(4).toString('hex')}`,
        amount: body.amount,
        status: 'pending',
        paymentId: payment.id,
        createdAt: new Date().toISOString(),
        _links: {},
      })
    }
    send(response, 404, { status: 404, title: 'Not Found', detail: 'No such payment' })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  apiEndpoint = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`
  return {
    faults,
    apiEndpoint,
    payments,
    authorizations,
    setStatus: (id, status) => {
      const payment = payments.get(id)
      if (!payment) throw new Error(`No fake Mollie payment ${id}`)
      payment.status = status
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
