/**
 * The admin page's own script (bundled by scripts/build-admin.mjs into `public/admin/cms-setup.js`):
 * it loads Decap CMS's prebuilt bundle, registers the lossless formats and the pages' preview,
 * and starts the CMS with the configuration the server builds (`/api/admin/config`). The CMS's
 * code is loaded on the admin page only: no reader page links or prefetches any of it.
 */
import { CMS_FORMATS } from '../data-keys'
import { jsonFormat, markdownFormat, yamlFormat } from '../source-formats'
import { showLogin, showUnavailable, type AdminSessionState } from './admin-messages'
import { registerPreviews, type PreviewSettings } from './preview-template'

interface AdminSettings extends PreviewSettings {
  /** The prebuilt CMS bundle's URL. */
  cmsScript: string
  /** Where the CMS configuration is served. */
  configUrl: string
  /** Whether the CMS can work for this browser here (`AdminSessionState`). */
  sessionUrl: string
  /** Where the editing-secret form posts. */
  loginUrl: string
  siteUrl: string
}

function readSettings(): AdminSettings {
  const element = document.getElementById('cms-settings')
  return JSON.parse(element?.textContent ?? '{}') as AdminSettings
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`The CMS could not be loaded from ${src}.`))
    document.head.appendChild(script)
  })
}

function showProblem(message: string): void {
  const box = document.createElement('p')
  box.setAttribute('role', 'alert')
  box.className = 'cms-setup-problem'
  box.textContent = message
  document.body.appendChild(box)
}

async function start(): Promise<void> {
  const settings = readSettings()
  const session = (await (
    await fetch(settings.sessionUrl, { credentials: 'same-origin' })
  ).json()) as AdminSessionState
  if (session.state === 'login')
    return showLogin(settings.loginUrl, settings.siteUrl, new URLSearchParams(location.search).has('failed'))
  if (session.state !== 'cms') return showUnavailable(session.reason, settings.siteUrl)
  // The CMS starts when this script says so, with the configuration it fetched.
  window.CMS_MANUAL_INIT = true
  const [configAnswer] = await Promise.all([
    fetch(settings.configUrl, { credentials: 'same-origin' }),
    loadScript(settings.cmsScript),
  ])
  const answer = (await configAnswer.json()) as { config?: Record<string, unknown>; message?: string }
  const cms = window.CMS
  if (!configAnswer.ok || !answer.config)
    throw new Error(answer.message ?? `The CMS configuration could not be loaded (${configAnswer.status}).`)
  if (!cms) throw new Error('The CMS bundle did not start.')
  cms.registerCustomFormat(CMS_FORMATS.markdown, 'md', markdownFormat)
  cms.registerCustomFormat(CMS_FORMATS.json, 'json', jsonFormat)
  cms.registerCustomFormat(CMS_FORMATS.yaml, 'yml', yamlFormat)
  registerPreviews(cms, settings)
  cms.init({ config: answer.config })
}

start().catch((error: unknown) => showProblem(error instanceof Error ? error.message : String(error)))
