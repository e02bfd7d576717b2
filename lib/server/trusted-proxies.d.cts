export declare const TRUSTED_PROXIES_VARIABLE: 'TRUSTED_PROXIES'

export interface TrustedProxies {
  /** The entries as written, for logs. */
  readonly entries: readonly string[]
  /** Whether `address` (any spelling `normalizeAddress` accepts) is one of the trusted proxies. */
  contains(address: string): boolean
}

/** A bad `TRUSTED_PROXIES` entry; the message names it and shows what is expected. */
export declare class TrustedProxiesError extends Error {
  constructor(entry: string, reason: string)
}

export declare function normalizeAddress(value: string): string | undefined
export declare function parseTrustedProxies(value: string | undefined): TrustedProxies
export declare const NO_TRUSTED_PROXIES: TrustedProxies
export declare function trustedProxiesFromEnv(
  env?: Readonly<Record<string, string | undefined>>,
): TrustedProxies
