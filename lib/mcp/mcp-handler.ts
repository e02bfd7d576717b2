/**
 * `POST ${basePath}/mcp`: the docs' MCP server (docs-server.ts) over the protocol's Streamable HTTP
 * transport, stateless (a new server and transport per request, JSON answers, no session), so any
 * instance behind a balancer answers any request. Before the SDK sees a request, it is limited like
 * the ask endpoint (per client, in Redis when the site has it) and its body is bounded; refusals
 * are JSON-RPC error objects with a 4xx status, never a stack or a path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { clientAddress } from '@/lib/ask/client-address'
import type { ClientRateLimiter } from '@/lib/ask/rate-limit'
import { sendJsonAnswer } from '@/lib/http/json-answer'
import { methodNotAllowedHeaders } from '@/lib/http/method-not-allowed'
import { readBody } from '@/lib/http/read-body'
import { NO_TRUSTED_PROXIES, type TrustedProxies } from '@/lib/server/trusted-proxies.cjs'

/** A tool call is a few hundred bytes; 64 kB leaves room for any client's extras. */
export const MAX_MCP_BODY_BYTES = 64 * 1024

export interface McpHandlerDeps {
  /** A new MCP server (one per request). */
  server: () => McpServer
  limiter: ClientRateLimiter
  trustedProxies?: TrustedProxies
  maxBodyBytes?: number
}

/** JSON-RPC's codes: the request is not JSON, or no request; the server refuses it (transport-level errors). */
const PARSE_ERROR = -32700
const INVALID_REQUEST = -32600
const SERVER_ERROR = -32000

function sendRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJsonAnswer(res, status, { jsonrpc: '2.0', error: { code, message }, id: null }, headers)
}

export function createMcpHandler(deps: McpHandlerDeps) {
  const maxBodyBytes = deps.maxBodyBytes ?? MAX_MCP_BODY_BYTES
  const trustedProxies = deps.trustedProxies ?? NO_TRUSTED_PROXIES

  return async function mcpHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Stateless: no event stream to open (GET) and no session to end (DELETE).
    if (req.method !== 'POST') {
      req.resume()
      sendRpcError(
        res,
        405,
        SERVER_ERROR,
        'The MCP endpoint takes JSON-RPC messages with POST.',
        methodNotAllowedHeaders(['POST']),
      )
      return
    }
    const decision = await deps.limiter.take(
      clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies),
    )
    if (!decision.allowed) {
      req.resume()
      sendRpcError(
        res,
        429,
        SERVER_ERROR,
        `Too many requests: try again in ${decision.retryAfterSeconds} s.`,
        {
          'Retry-After': String(decision.retryAfterSeconds),
        },
      )
      return
    }
    const declaredLength = Number(req.headers['content-length'])
    if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
      req.resume()
      sendRpcError(res, 413, SERVER_ERROR, `The body is larger than ${maxBodyBytes} bytes.`, {
        Connection: 'close',
      })
      return
    }
    const body = await readBody(req, maxBodyBytes)
    if (!body.ok) {
      sendRpcError(
        res,
        body.status,
        SERVER_ERROR,
        body.message,
        body.status === 413 ? { Connection: 'close' } : {},
      )
      return
    }
    let message: unknown
    try {
      message = JSON.parse(body.text)
    } catch {
      sendRpcError(res, 400, PARSE_ERROR, 'Parse error: the body is not JSON.')
      return
    }
    // An empty batch is no request (the SDK would accept it as a batch of notifications).
    if (Array.isArray(message) && message.length === 0) {
      sendRpcError(res, 400, INVALID_REQUEST, 'Invalid request: an empty batch.')
      return
    }
    const server = deps.server()
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    await transport.handleRequest(req, res, message)
  }
}
