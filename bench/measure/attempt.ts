import { errorMessage, log } from '../support/log'
import type { Measured, NotMeasured } from '../types'

export const notMeasured = (reason: string): NotMeasured => ({ measured: false, reason })

/** Runs one measurement; a failure becomes "not measured, because …" instead of ending the bench. */
export async function attempt<T extends object>(
  name: string,
  measure: () => Promise<T>,
): Promise<Measured<T>> {
  log(`${name}…`)
  try {
    const figures = await measure()
    return { measured: true, ...figures }
  } catch (error) {
    const reason = errorMessage(error)
    log(`${name}: not measured: ${reason.split('\n')[0]}`)
    return notMeasured(reason.length > 2_000 ? `${reason.slice(0, 2_000)}…` : reason)
  }
}
