/**
 * Waits for the real condition, never a fixed time: calls `probe` every `everyMs` until it
 * gives a value other than `undefined` or `false`, and answers that value. Fails after
 * `withinMs`, saying `what` (a text, or a function for the state at that moment).
 */
export async function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  {
    withinMs = 20_000,
    everyMs = 50,
    what = 'the condition',
  }: { withinMs?: number; everyMs?: number; what?: string | (() => string) } = {},
): Promise<T> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) {
      throw new Error(`${typeof what === 'function' ? what() : what} not met within ${withinMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
