/**
 * The admin page (`/3.5.6/admin`): a small HTML document that loads the CMS (its prebuilt bundle
 * and our setup script, `public/admin/`), or, where the CMS cannot work here, says why and what
 * to do: local editing off on this server, or the editing secret to give first. It has its own
 * Content-Security-Policy, as strict as the CMS allows:
 *
 * - `script-src 'self' 'unsafe-eval'`: the CMS validates its configuration with ajv, which compiles
 *   each schema with `new Function`; no inline scripts (the settings are a JSON data block).
 * - `style-src 'self' 'unsafe-inline'`: the CMS styles its components with emotion, which inserts
 *   style elements at run time.
 * - `img-src 'self' data: blob:` and `media-src`: images picked for upload are shown from blob URLs.
 * - `connect-src 'self'` plus the Git host's API when a Git backend is configured.
 * - `frame-src 'self' blob:`: the preview pane is a same-origin frame.
 * - `frame-ancestors 'none'`: the admin page is never framed (clickjacking).
 */
import type { CmsBackend } from './cms-backend'

/** The Git hosts' API origins the CMS calls from the browser for each backend. */
function gitHostOrigins(backend: CmsBackend): string[] {
  const configured = [backend.config.api_root, backend.config.base_url]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => new URL(value).origin)
  const defaults: Record<string, string[]> = {
    github: ['https://api.github.com'],
    gitlab: ['https://gitlab.com'],
    gitea: [],
    local: [],
  }
  return [...new Set([...(defaults[backend.name] ?? []), ...configured])]
}

export function adminContentSecurityPolicy(backend: CmsBackend): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${gitHostOrigins(backend).join(' ')}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** JSON inside a `<script type="application/json">`: `<` escaped so no text can close the element. */
const jsonData = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function page(basePath: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${basePath}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${basePath}/admin/admin.css">
</head>
<body>
${body}
</body>
</html>
`
}

export type AdminPageState =
  | { kind: 'cms' }
  | { kind: 'login'; failed: boolean }
  | { kind: 'off'; reason: string }
  | { kind: 'misconfigured'; reason: string }

/** The admin page's HTML for this state. */
export function adminPageHtml(state: AdminPageState, basePath: string, siteTitle: string): string {
  const title = `Content manager · ${siteTitle}`
  switch (state.kind) {
    case 'cms': {
      const settings = {
        cmsScript: `${basePath}/admin/decap-cms.js`,
        configUrl: `${basePath}/api/admin/config`,
        previewUrl: `${basePath}/api/admin/preview`,
        draftUrl: `${basePath}/api/admin/draft`,
        previewStylesheet: `${basePath}/admin/preview.css`,
      }
      return page(
        basePath,
        title,
        `<noscript><p class="admin-message">The content manager needs JavaScript.</p></noscript>
<script type="application/json" id="cms-settings">${jsonData(settings)}</script>
<script src="${basePath}/admin/cms-setup.js"></script>`,
      )
    }
    case 'login':
      return page(
        basePath,
        title,
        `<main class="admin-message">
<h1>Content manager</h1>
<p>This server lets writers edit its <code>content/</code> folder after giving the editing secret (<code>CMS_LOCAL_SECRET</code>).</p>
<form method="post" action="${basePath}/api/admin/login">
<label for="secret">Editing secret</label>
<input id="secret" name="secret" type="password" autocomplete="current-password" required${state.failed ? ' aria-describedby="login-error" aria-invalid="true"' : ''}>
${state.failed ? '<p id="login-error" role="alert">That is not the editing secret.</p>' : ''}
<button type="submit">Log in</button>
</form>
<p><a href="${basePath}/">Back to the docs</a></p>
</main>`,
      )
    case 'off':
    case 'misconfigured':
      return page(
        basePath,
        title,
        `<main class="admin-message">
<h1>Content manager</h1>
<p role="alert">${escapeHtml(state.reason)}</p>
<p>How writers edit this site: see “Writers” in the project's README.</p>
<p><a href="${basePath}/">Back to the docs</a></p>
</main>`,
      )
  }
}
