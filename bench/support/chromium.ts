import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS } from '../../e2e/support/browser'
import { sleep } from './http'
import { startProcess, tail } from './processes'

/** The desktop window the bench's own pages use (weight, navigation, the search dialog). */
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 }

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags this workplace needs: the same list the browser tests launch Chromium with. */
const REQUIRED_FLAGS = CHROMIUM_ARGS

/**
 * Quieter, steadier measurements: no timer throttling of background pages, and every host name but
 * the loopback fails to resolve, so nothing (e.g. the Docusaurus site's preconnect to the hosted
 * search service) leaves this machine.
 */
const MEASUREMENT_FLAGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-default-browser-check',
  '--mute-audio',
  '--password-store=basic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

export interface Chromium {
  /** The DevTools port on 127.0.0.1 (for Lighthouse and Playwright's connectOverCDP). */
  port: number
  stop: () => Promise<void>
}

/** Launches Debian's Chromium with a fresh profile and a DevTools port; never downloads a browser. */
export async function launchChromium(): Promise<Chromium> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROMIUM_PATH`,
    )
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-bench-chromium-'))
  const handle = startProcess(
    'chromium',
    CHROMIUM_PATH,
    [
      ...REQUIRED_FLAGS,
      ...MEASUREMENT_FLAGS,
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { cwd: userDataDir },
  )
  const stop = async () => {
    await handle.stop()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  // Chromium writes the port it listens on into the profile once DevTools is up.
  const portFile = path.join(userDataDir, 'DevToolsActivePort')
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null) break
    if (fs.existsSync(portFile)) {
      const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0])
      if (port > 0) return { port, stop }
    }
    await sleep(100)
  }
  await stop()
  throw new Error(`Chromium did not open its DevTools port:\n${tail(handle.output())}`)
}

/** `Chromium 156.0.8078.79 built on Debian …` → `Chromium 156.0.8078.79`. */
export function chromiumVersion(): string {
  try {
    const text = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return text.match(/Chromium [\d.]+/)?.[0] ?? text.trim()
  } catch {
    return 'unknown'
  }
}
