import type { IncomingMessage, ServerResponse } from 'node:http'

export interface FastRoute {
  name: string
  match: (url: string) => boolean
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

export declare function offerFastRoute(route: FastRoute): void
export declare function fastRouteFor(url: string): FastRoute | undefined
