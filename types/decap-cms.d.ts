/**
 * The part of Decap CMS's browser API the admin page uses (`lib/authoring/browser/cms-setup.ts`):
 * the globals its prebuilt bundle (`decap-cms/dist/decap-cms.js`) defines. The bundle carries its
 * own React; `h` and `createClass` are its `createElement` and create-react-class, the documented
 * way to write preview templates against it.
 */
interface DecapFormatter {
  fromFile(text: string): Record<string, unknown>
  toFile(data: Record<string, unknown>): string
}

/** An immutable map of Decap's store, as preview templates receive it. */
interface DecapImmutable {
  getIn(path: string[]): unknown
  toJS(): unknown
}

interface DecapPreviewProps {
  entry: DecapImmutable
  collection: DecapImmutable
  document: Document
  window: Window
}

/** What a create-react-class component sees as `this` (its own methods and fields are added by the spec). */
interface DecapComponentThis {
  props: DecapPreviewProps
  state: Record<string, unknown>
  setState(state: Record<string, unknown>): void
}

interface DecapCms {
  init(options: { config: Record<string, unknown> }): void
  registerCustomFormat(name: string, extension: string, formatter: DecapFormatter): void
  registerPreviewTemplate(collection: string, component: unknown): void
  registerPreviewStyle(url: string): void
}

interface Window {
  CMS_MANUAL_INIT?: boolean
  CMS?: DecapCms
  h?: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
  /** create-react-class: the spec's methods see the component (`ThisType` on the spec). */
  createClass?: (spec: object) => unknown
}
