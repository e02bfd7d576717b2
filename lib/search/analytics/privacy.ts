/**
 * What a request says about being recorded: `DNT: 1` (Do Not Track) and `Sec-GPC: 1` (Global
 * Privacy Control) turn recording off for it, searches and events alike. And the user token a
 * client may send (`X-Algolia-UserToken`), which search analytics use only to merge one reader's
 * keystrokes into one search, in memory (recorder.ts).
 */
import { USER_TOKEN } from './insights-events'

export function trackingRefused(headers: Readonly<Record<string, string | undefined>>): boolean {
  return headers.dnt?.trim() === '1' || headers['sec-gpc']?.trim() === '1'
}

/** The request's user token, when it sends a well-formed one. */
export function typistOf(headers: Readonly<Record<string, string | undefined>>): string | null {
  const token = headers['x-algolia-usertoken']?.trim()
  return token !== undefined && USER_TOKEN.test(token) ? token : null
}
