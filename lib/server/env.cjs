// @ts-check
const { readTimeouts } = require('./http-timeouts.cjs')
const { trustedProxiesFromEnv } = require('./trusted-proxies.cjs')
/**
 * The server's environment, checked before it starts (by lib/server/site-server.cjs, so `npm start`
 * and the standalone server.js both refuse to start on a bad value), with one message per problem
 * naming the variable and what it should be. Every variable is described in .env.example; the
 * connection bounds are read as the server reads them (lib/server/http-timeouts.cjs).
 * Plain CommonJS without dependencies: it runs before anything else is loaded.
 */

/** @param {string | undefined} value */
const isSet = (value) => value !== undefined && value.trim() !== ''

/**
 * @param {string | undefined} value
 * @param {string[]} protocols
 */
function isUrl(value, protocols) {
  try {
    return protocols.includes(new URL(String(value)).protocol)
  } catch {
    return false
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string[]} the problems, empty when the environment is usable
 */
function checkServerEnv(env) {
  /** @type {string[]} */
  const problems = []
  const wholeNumber = (/** @type {string} */ name, /** @type {number} */ min, /** @type {number} */ max) => {
    const value = env[name]
    if (!isSet(value)) return
    const number = Number(value)
    if (!/^\d+$/.test(String(value).trim()) || number < min || number > max) {
      problems.push(`${name}=${value}: expected a whole number from ${min} to ${max}`)
    }
  }
  wholeNumber('PORT', 1, 65535)
  wholeNumber('REVALIDATE_SECONDS', 1, 31_536_000)
  for (const name of ['HOST', 'HOSTNAME']) {
    const value = env[name]
    if (value !== undefined && (value.trim() === '' || /\s/.test(value)))
      problems.push(`${name}="${value}": expected an address or host name, e.g. 127.0.0.1 or 0.0.0.0`)
  }
  if (isSet(env.CONTENT_WATCH) && !['true', 'false'].includes(String(env.CONTENT_WATCH))) {
    problems.push(`CONTENT_WATCH=${env.CONTENT_WATCH}: expected true or false`)
  }
  if (isSet(env.REDIS_URL) && !isUrl(env.REDIS_URL, ['redis:', 'rediss:'])) {
    problems.push('REDIS_URL: expected redis://[user:password@]host:port[/db] or rediss://…')
  }
  for (const name of ['REDIS_KEY_PREFIX', 'REDIS_VERSIONS_KEY']) {
    if (isSet(env[name]) && /\s/.test(String(env[name])))
      problems.push(`${name}="${env[name]}": expected no spaces`)
  }
  for (const name of ['SITE_URL', 'REVALIDATE_URL']) {
    if (isSet(env[name]) && !isUrl(env[name], ['http:', 'https:']))
      problems.push(`${name}=${env[name]}: expected an http(s) URL`)
  }
  if (
    isSet(env.NEXT_PUBLIC_SEARCH_ANALYTICS) &&
    !['on', 'off'].includes(String(env.NEXT_PUBLIC_SEARCH_ANALYTICS).trim())
  ) {
    problems.push(`NEXT_PUBLIC_SEARCH_ANALYTICS=${env.NEXT_PUBLIC_SEARCH_ANALYTICS}: expected on or off`)
  }
  wholeNumber('SEARCH_ANALYTICS_RETENTION_DAYS', 1, 730)
  const search = ['NEXT_PUBLIC_SEARCH_APP_ID', 'NEXT_PUBLIC_SEARCH_API_KEY', 'NEXT_PUBLIC_SEARCH_INDEX_NAME']
  const setSearch = search.filter((name) => isSet(env[name]))
  if (setSearch.length > 0 && setSearch.length < search.length) {
    problems.push(
      `the hosted search service needs all of ${search.join(', ')}; missing: ${search.filter((name) => !setSearch.includes(name)).join(', ')}`,
    )
  }
  // The content manager (lib/authoring/cms-backend.ts and admin-access.ts read these).
  const cmsBackend = String(env.CMS_BACKEND ?? '')
    .trim()
    .toLowerCase()
  if (isSet(env.CMS_BACKEND) && !['local', 'github', 'gitlab', 'gitea'].includes(cmsBackend)) {
    problems.push(`CMS_BACKEND=${env.CMS_BACKEND}: expected local, github, gitlab or gitea`)
  }
  if (
    ['github', 'gitlab', 'gitea'].includes(cmsBackend) &&
    !/^[\w.-]+(\/[\w.-]+)+$/.test(String(env.CMS_REPO ?? ''))
  ) {
    problems.push(`CMS_BACKEND=${cmsBackend} needs CMS_REPO as owner/name`)
  }
  if (isSet(env.CMS_LOCAL_SECRET) && String(env.CMS_LOCAL_SECRET).length < 32) {
    problems.push('CMS_LOCAL_SECRET: expected at least 32 characters')
  }
  if (isSet(env.CMS_LOCAL) && !['off', 'loopback'].includes(String(env.CMS_LOCAL).trim())) {
    problems.push(`CMS_LOCAL=${env.CMS_LOCAL}: expected off or loopback`)
  }
  for (const check of [trustedProxiesFromEnv, readTimeouts]) {
    try {
      check(env)
    } catch (error) {
      problems.push(/** @type {Error} */ (error).message)
    }
  }
  return problems
}

module.exports = { checkServerEnv }
