/**
 * The CMS's preview pane for pages (docs, posts, standalone pages): the draft as the site renders
 * it, by the site's own pipeline (`/api/admin/preview`: compiled and rendered like a published
 * page, styled by the site's stylesheet), with problems (an MDX error with its line and column, a
 * wrong front-matter value) shown instead of a page. "Open preview on the site" shows the draft in
 * the real page layout through draft mode (`/api/admin/draft`), to this browser only.
 *
 * Written against the CMS bundle's own React (`window.h`, `window.createClass`): the documented way
 * for a prebuilt CMS, and no second React on the admin page. Class names are ones the site uses
 * already, so the site's stylesheet (which the preview loads) has them and does not grow.
 */
import { BODY_KEY, SOURCE_KEY } from '../data-keys'
import { markdownFormat } from '../source-formats'

export interface PreviewSettings {
  previewUrl: string
  draftUrl: string
  /** The site's stylesheet, built for the preview pane. */
  previewStylesheet: string
}

/** The collections whose entries are pages. */
export const PAGE_COLLECTIONS = ['docs', 'docs-mdx', 'blog', 'pages']

interface Rendered {
  ok: boolean
  title?: string
  hasH1?: boolean
  html?: string
  problems?: string[]
  message?: string
}

/** The file the entry is (or will be), below content/, and its text as saving it would write it. */
export function draftOf(entry: DecapImmutable, collection: DecapImmutable): { path: string; source: string } {
  const data = (entry.getIn(['data']) as DecapImmutable | undefined)?.toJS() as
    Record<string, unknown> | undefined
  const values = data ?? {}
  const existing = entry.getIn(['path'])
  let file = typeof existing === 'string' && existing !== '' ? existing : ''
  if (!file) {
    const folder = String(collection.getIn(['folder']) ?? 'content/docs')
    const extension = String(collection.getIn(['extension']) ?? 'md')
    const subfolder = String(entry.getIn(['meta', 'path']) ?? '').replace(/^\/+|\/+$/g, '')
    const slug =
      String(values.title ?? 'new-page')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'new-page'
    file = [folder, subfolder, `${slug}.${extension}`].filter(Boolean).join('/')
  }
  const source = markdownFormat.toFile({
    ...values,
    [BODY_KEY]: values[BODY_KEY] ?? '',
    [SOURCE_KEY]: values[SOURCE_KEY],
  })
  return { path: file.replace(/^content\//, ''), source }
}

async function postJson(
  url: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Rendered & { url?: string }> {
  const answer = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  const value = (await answer.json().catch(() => ({}))) as Rendered & { url?: string }
  return answer.ok
    ? value
    : {
        ...value,
        ok: false,
        problems: value.problems ?? [value.message ?? `The preview failed (${answer.status}).`],
      }
}

const toolbarStyle = {
  display: 'flex',
  gap: '0.5rem',
  justifyContent: 'flex-end',
  padding: '0.5rem 0',
  font: '14px system-ui, sans-serif',
}
const buttonStyle = {
  padding: '0.25rem 0.75rem',
  border: '1px solid #64748b',
  borderRadius: '0.375rem',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
}

/** The preview component as create-react-class binds it: its state, fields and methods. */
interface PagePreviewThis extends DecapComponentThis {
  state: { rendered: Rendered | null; opening: boolean }
  timer?: ReturnType<typeof setTimeout>
  controller?: AbortController
  schedule(): void
  load(): Promise<void>
  openOnSite(): Promise<void>
  toggleDark(): void
}

export function registerPreviews(cms: DecapCms, settings: PreviewSettings): void {
  const h = window.h
  const createClass = window.createClass
  if (!h || !createClass) throw new Error('The CMS bundle did not define h and createClass.')
  cms.registerPreviewStyle(settings.previewStylesheet)
  const spec: ThisType<PagePreviewThis> & Record<string, unknown> = {
    getInitialState() {
      return { rendered: null as Rendered | null, opening: false }
    },
    componentDidMount() {
      this.schedule()
    },
    componentDidUpdate(previous: DecapPreviewProps) {
      if (previous.entry !== this.props.entry) this.schedule()
    },
    componentWillUnmount() {
      clearTimeout(this.timer)
      this.controller?.abort()
    },
    // After a pause in typing: one render per pause, not per keystroke.
    schedule() {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => void this.load(), 400)
    },
    async load() {
      this.controller?.abort()
      const controller = new AbortController()
      this.controller = controller
      try {
        const rendered = await postJson(
          settings.previewUrl,
          draftOf(this.props.entry, this.props.collection),
          controller.signal,
        )
        this.setState({ rendered })
      } catch (error) {
        if ((error as Error).name !== 'AbortError')
          this.setState({ rendered: { ok: false, problems: [(error as Error).message] } })
      }
    },
    async openOnSite() {
      const opened = window.open('about:blank', '_blank')
      this.setState({ opening: true })
      const answer = await postJson(
        settings.draftUrl,
        draftOf(this.props.entry, this.props.collection),
      ).catch((error: Error) => ({
        ok: false,
        problems: [error.message],
        url: undefined,
      }))
      this.setState({ opening: false, ...(answer.ok ? {} : { rendered: answer }) })
      if (answer.ok && answer.url && opened) opened.location.href = answer.url
      else opened?.close()
    },
    toggleDark() {
      this.props.document.documentElement.classList.toggle('dark')
    },
    render() {
      const rendered = this.state.rendered
      const toolbar = h(
        'div',
        { style: toolbarStyle },
        h('button', { type: 'button', style: buttonStyle, onClick: () => this.toggleDark() }, 'Light / dark'),
        h(
          'button',
          {
            type: 'button',
            style: buttonStyle,
            disabled: this.state.opening,
            onClick: () => void this.openOnSite(),
          },
          'Open preview on the site',
        ),
      )
      if (!rendered)
        return h('div', { className: 'px-4' }, toolbar, h('p', { role: 'status' }, 'Rendering the preview…'))
      if (!rendered.ok) {
        return h(
          'div',
          { className: 'px-4' },
          toolbar,
          h(
            'div',
            { role: 'alert', 'data-preview-problems': '' },
            h('p', { className: 'font-bold' }, 'This draft cannot be published yet:'),
            h('ul', null, ...(rendered.problems ?? []).map((problem) => h('li', { key: problem }, problem))),
          ),
        )
      }
      return h(
        'div',
        { className: 'px-4' },
        toolbar,
        rendered.hasH1
          ? null
          : h(
              'h1',
              { className: 'mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white' },
              rendered.title,
            ),
        h('div', {
          className: 'markdown',
          'data-preview-page': '',
          dangerouslySetInnerHTML: { __html: rendered.html ?? '' },
        }),
      )
    },
  }
  const PagePreview = createClass(spec)
  for (const collection of PAGE_COLLECTIONS) cms.registerPreviewTemplate(collection, PagePreview)
}
