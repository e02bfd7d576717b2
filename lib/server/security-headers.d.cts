export interface SecurityHeader {
  key: string
  value: string
}
export declare function securityHeaders(options: {
  production: boolean
  searchAppId?: string
  siteUrl: string
}): SecurityHeader[]
export declare function siteSecurityHeaders(
  env?: Readonly<Record<string, string | undefined>>,
): SecurityHeader[]
export declare function withSecurityHeaders(
  headers: SecurityHeader[],
  listener: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown
