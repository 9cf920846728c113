import { createContext, useContext } from 'react'

/**
 * The nonce of this document's scripts (`respondWithDocument` provides it); undefined in the
 * browser, where React leaves the attribute the server wrote.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
