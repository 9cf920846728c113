import { useEffect, useRef } from 'react'

/** Empties a form once its submission succeeded, so no password stays typed in it. */
export function useResetOnSuccess(result: { ok: boolean } | undefined) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.ok) formRef.current?.reset()
  }, [result])
  return formRef
}
