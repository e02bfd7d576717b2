import type { IncomingMessage, ServerResponse } from 'node:http'

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown

/** The origin-form (path and query) of a request target, or null when it has none. */
export declare function originFormOf(target: string): string | null
/** The listener, seeing only origin-form targets; `OPTIONS *` and targets without a path are answered here. */
export declare function withOriginFormTargets(listener: Listener): Listener
