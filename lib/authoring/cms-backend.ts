/**
 * Which repository the CMS reads and writes, from the environment:
 *
 * - no `CMS_BACKEND` (the default): local mode. The CMS talks to this site's own endpoint
 *   (`${basePath}/api/admin/local`, Decap's proxy protocol, `local-repository.ts`), which writes into
 *   `content/` of the machine the server runs on. Allowed by `admin-access.ts` only where it is safe.
 * - `CMS_BACKEND=github|gitlab|gitea` with `CMS_REPO=owner/name`: the CMS commits to the Git host
 *   itself, as the logged-in writer, with its editorial workflow (each change a branch and a pull
 *   request: draft → in review → ready → published by merging). Optional: `CMS_BRANCH` (main),
 *   `CMS_BASE_URL` (the OAuth server that completes GitHub's or Gitea's login), `CMS_AUTH_ENDPOINT`,
 *   `CMS_API_ROOT` (a self-hosted GitLab, Gitea or Forgejo), `CMS_APP_ID` (GitLab's or Gitea's
 *   OAuth application, PKCE login), `CMS_EDITORIAL_WORKFLOW=off` (commit straight to the branch).
 */

export type CmsBackendName = 'local' | 'github' | 'gitlab' | 'gitea'

export interface CmsBackend {
  name: CmsBackendName
  /** The `backend` block of the CMS's configuration. */
  config: Record<string, unknown>
  editorialWorkflow: boolean
}

const GIT_HOSTS = ['github', 'gitlab', 'gitea'] as const
const REPO = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/
const BRANCH = /^[A-Za-z0-9._/-]+$/

export class CmsBackendConfigError extends Error {}

function httpsUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new CmsBackendConfigError(`${name} must be a URL, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new CmsBackendConfigError(`${name} must be an https URL, got "${value}"`)
  }
  return value.replace(/\/$/, '')
}

/** The backend the environment selects; a half or wrongly set one is an error naming the variable. */
export function cmsBackendFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  basePath: string,
): CmsBackend {
  const name = env.CMS_BACKEND?.trim().toLowerCase() || 'local'
  if (name === 'local') {
    return {
      name: 'local',
      config: { name: 'proxy', proxy_url: `${basePath}/api/admin/local`, branch: 'main' },
      editorialWorkflow: false,
    }
  }
  if (!(GIT_HOSTS as readonly string[]).includes(name)) {
    throw new CmsBackendConfigError(
      `CMS_BACKEND must be one of local, ${GIT_HOSTS.join(', ')}; got "${env.CMS_BACKEND}"`,
    )
  }
  const repo = env.CMS_REPO?.trim()
  if (!repo || !REPO.test(repo))
    throw new CmsBackendConfigError(`CMS_BACKEND=${name} needs CMS_REPO as owner/name, got "${repo ?? ''}"`)
  const branch = env.CMS_BRANCH?.trim() || 'main'
  if (!BRANCH.test(branch)) throw new CmsBackendConfigError(`CMS_BRANCH is not a branch name: "${branch}"`)
  const appId = env.CMS_APP_ID?.trim()
  const config: Record<string, unknown> = {
    name,
    repo,
    branch,
    ...optional('base_url', httpsUrl(env.CMS_BASE_URL, 'CMS_BASE_URL')),
    ...optional('auth_endpoint', env.CMS_AUTH_ENDPOINT?.trim()),
    ...optional('api_root', httpsUrl(env.CMS_API_ROOT, 'CMS_API_ROOT')),
    ...(appId ? { app_id: appId, auth_type: 'pkce' } : {}),
    // Pull requests the CMS opens are labelled so reviewers can tell them apart.
    cms_label_prefix: 'docs-cms/',
  }
  return { name: name as CmsBackendName, config, editorialWorkflow: env.CMS_EDITORIAL_WORKFLOW !== 'off' }
}

function optional(key: string, value: string | undefined): Record<string, string> {
  return value ? { [key]: value } : {}
}
