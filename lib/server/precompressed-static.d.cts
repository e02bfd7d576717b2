import type { IncomingMessage, ServerResponse } from 'node:http'

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown

/** Whether an Accept-Encoding header accepts brotli (`br`, or `*`, with a q-value above 0). */
export declare function acceptsBrotli(header: string | string[] | undefined): boolean
/** The file below `staticDir` a script or style URL of the build asks for, or null. */
export declare function staticFileOf(url: string, staticDir: string): string | null
/** The site's listener, with scripts and styles answered from the `.br` files beside them. */
export declare function withPrecompressedStatic(listener: Listener, staticDir: string): Listener
