/**
 * An api that takes payments through the Mollie stand-in (src/testing/mollie-fake.ts), on a
 * Dutch brand, and a way to make members of it with a session: the set-up of the payment tests.
 */
import type { Site } from '../src/http/context.ts'
import { createMollieProvider } from '../src/payments/mollie-provider.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type MollieFake, startMollieFake } from '../src/testing/mollie-fake.ts'
import { type Api, type BackendName, loginAs, startApi } from './harness.ts'

export const mollieTestKey = 'test_fakekey123456789012345678901'

export type MollieShop = {
  api: Api
  mollie: MollieFake
  site: Site
  /** A new member of the brand and their session cookie; `label` starts the address. */
  member: (label: string) => Promise<Member & { cookie: string }>
  stop: () => Promise<void>
}

export async function startMollieShop(
  backend: BackendName,
  host: string,
  fakeOptions?: Parameters<typeof startMollieFake>[0],
): Promise<MollieShop> {
  // The fake's certificate is self-signed; this test process talks to no other https host.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  const mollie = await startMollieFake(fakeOptions)
  const api = await startApi(backend, {
    publicOrigins: [`http://${host}`],
    paymentProvider: createMollieProvider({
      apiKey: mollieTestKey,
      apiEndpoint: mollie.apiEndpoint,
    }),
  })
  const site = await createSite(api.db, {
    domain: host,
    geoipCountry: 'NL',
    minimumMessageCosts: {},
  })
  let sequence = 0
  return {
    api,
    mollie,
    site,
    async member(label) {
      sequence += 1
      const email = `${label}.${sequence}@example.com`
      const created = await createMember(api.db, { site, email })
      return { ...created, cookie: await loginAs(api, host, email) }
    },
    async stop() {
      await api.stop()
      await mollie.stop()
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    },
  }
}
