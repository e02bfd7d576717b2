import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core'

/** Debian's Chromium, with the flags this workplace needs (no background networking, no sandbox as root). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface Browser {
  context: BrowserContext
  close: () => Promise<void>
}

/** A fresh browser profile (own --user-data-dir, so storage starts empty). */
export async function openBrowser(options: BrowserContextOptions = {}): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sba-docs-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    ...options,
  })
  return {
    context,
    close: async () => {
      await context.close()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}
