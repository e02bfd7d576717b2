// @ts-check
/**
 * The content manager's page, `${basePath}/admin/index.html`: a static document (written into
 * public/admin by scripts/build-admin.mjs, served as a public file) that loads the CMS's setup
 * script, and the headers it is served with (next.config.js, for `/admin/...`). Static, so that
 * nothing about it reaches readers' pages: a rewrite or a proxy rule for it would be listed in
 * every page's router runtime. Whether the CMS can work here (local editing off, the editing secret
 * to give first) the setup script asks `/api/admin/session` and says.
 *
 * Its Content-Security-Policy is as strict as the CMS allows:
 * - `script-src 'self' 'unsafe-eval'`: the CMS validates its configuration with ajv, which compiles
 *   each schema with `new Function`; no inline script (the settings are a JSON data block);
 * - `style-src 'self' 'unsafe-inline'`: the CMS styles its components with emotion, which inserts
 *   style elements at run time;
 * - `img-src`/`media-src` with `blob:` and `data:`: images picked for upload are shown from blob URLs;
 * - `connect-src 'self'` plus the Git host's API when a Git backend is configured;
 * - `frame-src 'self' blob:`: the preview pane is a same-origin frame;
 * - `frame-ancestors 'none'`: the admin page is never framed (clickjacking).
 */
'use strict'

/**
 * The Git hosts' API origins the CMS calls from the browser, for the backend the environment
 * selects (lib/authoring/cms-backend.ts reads the same variables; lib/server/env.cjs checks them).
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string[]}
 */
function gitHostOrigins(env) {
  const backend = String(env.CMS_BACKEND ?? '')
    .trim()
    .toLowerCase()
  /** @type {Record<string, string[]>} */
  const defaults = { github: ['https://api.github.com'], gitlab: ['https://gitlab.com'], gitea: [] }
  const origins = [...(defaults[backend] ?? [])]
  if (backend in defaults) {
    for (const value of [env.CMS_API_ROOT, env.CMS_BASE_URL]) {
      try {
        if (value) origins.push(new URL(value).origin)
      } catch {
        // Reported by the start check and on the admin page.
      }
    }
  }
  return [...new Set(origins)]
}

/**
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string}
 */
function adminContentSecurityPolicy(env) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${gitHostOrigins(env).join(' ')}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The headers of the admin page and its files, after the site's own (which they override).
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {Array<{ key: string, value: string }>}
 */
function adminHeaders(env = process.env) {
  return [
    { key: 'Content-Security-Policy', value: adminContentSecurityPolicy(env) },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'Cache-Control', value: 'no-cache' },
  ]
}

/**
 * @param {string} basePath
 * @returns {string}
 */
function adminPageHtml(basePath) {
  const settings = {
    cmsScript: `${basePath}/admin/decap-cms.js`,
    configUrl: `${basePath}/api/admin/config`,
    sessionUrl: `${basePath}/api/admin/session`,
    loginUrl: `${basePath}/api/admin/login`,
    previewUrl: `${basePath}/api/admin/preview`,
    draftUrl: `${basePath}/api/admin/draft`,
    previewStylesheet: `${basePath}/admin/preview.css`,
    siteUrl: `${basePath}/`,
  }
  // `<` escaped, so no text can close the data block.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content manager</title>
<link rel="icon" href="${basePath}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${basePath}/admin/admin.css">
</head>
<body>
<noscript><p class="admin-message">The content manager needs JavaScript.</p></noscript>
<script type="application/json" id="cms-settings">${json}</script>
<script src="${basePath}/admin/cms-setup.js"></script>
</body>
</html>
`
}

module.exports = { adminContentSecurityPolicy, adminHeaders, adminPageHtml }
