/**
 * The admonition kinds Docusaurus writers use, with their default titles: one list for the
 * markdown form (`:::tip`, lib/content/remark-admonitions.ts) and the component form
 * (`<Admonition type="tip">`, components/mdx/Admonition.tsx). No imports: the component's page
 * scripts carry it.
 */
export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
}
