import type { IncomingMessage, Server, ServerResponse } from 'node:http'

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown

/** The site's HTTP server around Next.js's request handler, its listeners composed in order (not yet listening). */
export declare function createSiteServer(options: {
  handle: Listener
  staticDir: string
  env?: NodeJS.ProcessEnv
}): Server
/** A request sent through `server` in-process, over an in-memory connection instead of the network. */
export declare function requestInProcess(
  server: Server,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }>
/** Starts the site from a standalone directory (the build's server.js calls it). */
export declare function startSiteServer(options: { dir: string; env?: NodeJS.ProcessEnv }): Promise<Server>
