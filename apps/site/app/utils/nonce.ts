import { createContext, useContext } from 'react'

/** The nonce of this document's scripts (entry.server.tsx); undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
