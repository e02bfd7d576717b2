import type { ServerResponse } from 'node:http'

/**
 * A JSON answer that is never cached or sniffed: the refusals of the ask, Markdown and MCP
 * endpoints (`{message, status}`, or a JSON-RPC error), written the same way everywhere.
 */
export function sendJsonAnswer(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(value)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(body)
}

/** A refusal in the shape the site's endpoints share: `{message, status}`. */
export function sendJsonMessage(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJsonAnswer(res, status, { message, status }, headers)
}
