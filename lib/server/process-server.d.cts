/** What the site's production server offers the code of its process (process-server.cjs). */
export interface ProcessServer {
  /** Proves a request comes from this process (the page refresh after a switch). */
  token: string
  /** Sends a request through this process's server without the network, once it listens. */
  request(request: {
    method: string
    path: string
    headers?: Record<string, string>
    body?: string
  }): Promise<{ status: number; body: string }>
}

export declare function offerProcessServer(server: ProcessServer): void
export declare function processServer(): ProcessServer | undefined
