/**
 * The answer of `GET /api/health`, for load balancers: 200 while the process has a release to
 * serve (with the fault, when it serves a fallback or a stale one), 503 only when it has nothing.
 * The fault is said in a few words; the server log has the paths and messages.
 */
import { describeFault, type StoreFault } from './tracker'

export type HealthBody =
  | { status: 'ok'; release: string }
  | { status: 'degraded'; release: string; fault: string }
  | { status: 'unavailable'; release: null; fault: string }

export function releaseHealth(state: { release: string | null; fault: StoreFault | null }): {
  status: 200 | 503
  body: HealthBody
} {
  if (state.release === null) {
    const fault = state.fault ? describeFault(state.fault) : 'no content release has been published'
    return { status: 503, body: { status: 'unavailable', release: null, fault } }
  }
  if (state.fault) {
    return {
      status: 200,
      body: { status: 'degraded', release: state.release, fault: describeFault(state.fault) },
    }
  }
  return { status: 200, body: { status: 'ok', release: state.release } }
}
