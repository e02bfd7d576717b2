/**
 * What the admin page shows instead of the CMS when the CMS cannot work for this browser here
 * (`/api/admin/session`): the editing-secret form (a plain form post, so it works as the browser
 * knows forms), or why local editing is off and where to read about writers' setups. Built with
 * DOM calls and text nodes, never HTML strings.
 */
export type AdminSessionState =
  | { state: 'cms' }
  | { state: 'login' }
  | { state: 'off'; reason: string }
  | { state: 'misconfigured'; reason: string }

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const created = Object.assign(document.createElement(tag), properties)
  created.append(...children)
  return created
}

function page(...children: Node[]): void {
  const main = element(
    'main',
    { className: 'admin-message' },
    element('h1', {}, 'Content manager'),
    ...children,
  )
  document.body.append(main)
}

export function showLogin(loginUrl: string, siteUrl: string, failed: boolean): void {
  const input = element('input', {
    id: 'secret',
    name: 'secret',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
  })
  const form = element(
    'form',
    { method: 'post', action: loginUrl },
    element('label', { htmlFor: 'secret' }, 'Editing secret'),
    input,
    element('button', { type: 'submit' }, 'Log in'),
  )
  if (failed) {
    const error = element('p', { id: 'login-error', role: 'alert' }, 'That is not the editing secret.')
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', 'login-error')
    form.insertBefore(error, form.lastChild)
  }
  page(
    element(
      'p',
      {},
      'This server lets writers edit its content after giving the editing secret (CMS_LOCAL_SECRET).',
    ),
    form,
    element('p', {}, element('a', { href: siteUrl }, 'Back to the docs')),
  )
  input.focus()
}

export function showUnavailable(reason: string, siteUrl: string): void {
  page(
    element('p', { role: 'alert' }, reason),
    element('p', {}, 'How writers edit this site: see “Writers” in the project’s README.'),
    element('p', {}, element('a', { href: siteUrl }, 'Back to the docs')),
  )
}
