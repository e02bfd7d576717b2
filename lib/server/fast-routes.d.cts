import type { IncomingMessage, ServerResponse } from 'node:http'

export interface FastRoute {
  name: string
  /** `url`: the request target in origin form (`/3.5.6/docs/a?x`); `req` for its headers. */
  match: (url: string, req: IncomingMessage) => boolean
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

export declare function offerFastRoute(route: FastRoute): void
export declare function fastRouteFor(req: IncomingMessage): FastRoute | undefined
export declare function withFastRoutes(
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown
