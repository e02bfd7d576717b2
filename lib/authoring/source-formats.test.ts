/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { BODY_KEY, LIST_KEY, SOURCE_KEY } from './data-keys'
import { jsonFormat, markdownFormat, yamlFormat, type SourceFormat } from './source-formats'

const root = path.join(__dirname, '..', '..')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

function formatOf(file: string): SourceFormat | undefined {
  if (/\.mdx?$/.test(file)) return markdownFormat
  if (file.endsWith('.json')) return jsonFormat
  if (/\.ya?ml$/.test(file)) return yamlFormat
  return undefined
}

/** Every text file the CMS edits: the site's content and the Docusaurus-format fixture. */
const editable = [path.join(root, 'content'), path.join(root, 'e2e', 'fixtures', 'docusaurus-content')]
  .flatMap(filesUnder)
  .filter((file) => formatOf(file) !== undefined)
  .map((file) => path.relative(root, file))

/** The data the CMS holds after opening a file, as a plain object (what its `toFile` receives back). */
function opened(format: SourceFormat, text: string): Record<string, unknown> {
  return JSON.parse(JSON.stringify(format.fromFile(text))) as Record<string, unknown>
}

describe('opening and saving a file unedited', () => {
  it('finds the files to try', () => {
    expect(editable.length).toBeGreaterThan(60)
    expect(editable).toEqual(
      expect.arrayContaining([
        'content/home.json',
        'content/search/synonyms.json',
        'content/blog/authors.yml',
      ]),
    )
  })

  it.each(editable)('%s stays byte-identical', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const format = formatOf(file)!
    expect(format.toFile(opened(format, text))).toBe(text)
  })
})

const DOC = `---
# Shown in the sidebar under Server.
title: Security # the page's heading
sidebar_position: 3
tags: [server, "3.5"]
description: >-
  How to secure the server
  and its clients.
---

import Tabs from '@theme/Tabs';

## Login form {#login}

First paragraph about the login form.

:::tip[Remember me]
Keep the session.
:::

\`\`\`java title="SecurityConfig.java" {2-3}
class SecurityConfig {}
\`\`\`

<PropertyTable group="spring.boot.admin.ui" />

| a | b |
|---|---|
| 1 | 2 |

Second paragraph.
`

describe('markdown with front matter', () => {
  it('changes only the edited paragraph', () => {
    const data = opened(markdownFormat, DOC)
    const body = (data[BODY_KEY] as string).replace(
      'First paragraph about the login form.',
      'The login form, reworded.',
    )
    const saved = markdownFormat.toFile({ ...data, [BODY_KEY]: body })
    expect(saved).toBe(DOC.replace('First paragraph about the login form.', 'The login form, reworded.'))
  })

  it('changes only the edited field, keeping comments, quotes and folded text', () => {
    const saved = markdownFormat.toFile({ ...opened(markdownFormat, DOC), sidebar_position: 4 })
    expect(saved).toBe(DOC.replace('sidebar_position: 3', 'sidebar_position: 4'))
  })

  it('keeps a trailing comment when the value beside it changes', () => {
    const saved = markdownFormat.toFile({ ...opened(markdownFormat, DOC), title: 'Securing the server' })
    expect(saved).toBe(DOC.replace('title: Security #', 'title: Securing the server #'))
  })

  it('writes a changed list on one line, and quotes what YAML would read otherwise', () => {
    const saved = markdownFormat.toFile({ ...opened(markdownFormat, DOC), tags: ['server', '3.6', 'yes'] })
    expect(saved).toContain('tags: [server, "3.6", yes]\n')
    expect(markdownFormat.fromFile(saved).tags).toEqual(['server', '3.6', 'yes'])
  })

  it('adds a new field after the others and removes a field left empty', () => {
    const saved = markdownFormat.toFile({ ...opened(markdownFormat, DOC), sidebar_label: 'Auth', tags: [] })
    const frontMatter = saved.slice(0, saved.indexOf('\n---\n') + 5)
    expect(frontMatter).not.toContain('tags:')
    expect(frontMatter).toMatch(/and its clients\.\nsidebar_label: Auth\n---\n$/)
    expect(saved.slice(frontMatter.length)).toBe(DOC.slice(DOC.indexOf('\n---\n') + 5))
  })

  it('removes a multi-line value with its lines', () => {
    const saved = markdownFormat.toFile({ ...opened(markdownFormat, DOC), description: '' })
    expect(saved).toBe(DOC.replace('description: >-\n  How to secure the server\n  and its clients.\n', ''))
  })

  it('replaces a folded value with the new text, leaving the keys around it alone', () => {
    const saved = markdownFormat.toFile({
      ...opened(markdownFormat, DOC),
      description: 'Securing the server.',
    })
    expect(saved).toBe(
      DOC.replace(
        'description: >-\n  How to secure the server\n  and its clients.\n',
        'description: Securing the server.\n',
      ),
    )
  })

  it('writes a new file with its front matter, a blank line and the body', () => {
    const saved = markdownFormat.toFile({
      title: 'New page',
      sidebar_position: 2,
      draft: false,
      keywords: [],
      [BODY_KEY]: 'Text.\n',
    })
    expect(saved).toBe('---\ntitle: New page\nsidebar_position: 2\ndraft: false\n---\n\nText.\n')
  })

  it('reads a file without front matter as all body, and adds front matter only when a field is set', () => {
    const text = '# Just a page\n\nText.\n'
    const data = opened(markdownFormat, text)
    expect(data[BODY_KEY]).toBe(text)
    expect(markdownFormat.toFile(data)).toBe(text)
    expect(markdownFormat.toFile({ ...data, description: 'About it' })).toBe(
      `---\ndescription: About it\n---\n\n${text}`,
    )
  })

  it('refuses front matter that is not a mapping, with the reason', () => {
    expect(() => markdownFormat.fromFile('---\n- a\n- b\n---\nText\n')).toThrow(
      'the front matter is not a mapping',
    )
  })

  it('keeps the text it read out of sight of the form, under its own key', () => {
    expect(markdownFormat.fromFile(DOC)[SOURCE_KEY]).toBe(DOC)
  })
})

describe('JSON files', () => {
  const HOME =
    '{\n  "primaryAction": { "label": "Get started", "href": "/docs" },\n  "intro": {\n    "title": "What it is",\n    "text": "Long text."\n  }\n}\n'

  it('edits one value in place, keeping the one-line objects around it', () => {
    const data = opened(jsonFormat, HOME) as { intro: { title: string } }
    const saved = jsonFormat.toFile({ ...data, intro: { ...data.intro, title: 'What it does' } })
    expect(saved).toBe(HOME.replace('"What it is"', '"What it does"'))
  })

  it('edits a category label and adds a key with the file’s indentation', () => {
    const category = '{\n  "label": "Server",\n  "position": 1\n}\n'
    const saved = jsonFormat.toFile({
      ...opened(jsonFormat, category),
      label: 'Admin server',
      collapsed: false,
    })
    expect(JSON.parse(saved)).toEqual({ label: 'Admin server', position: 1, collapsed: false })
    expect(saved).toContain('\n  "label": "Admin server",\n  "position": 1')
  })

  it('edits a file holding a list through `items`', () => {
    const synonyms =
      '[\n  {\n    "objectID": "k8s",\n    "type": "synonym",\n    "synonyms": ["k8s", "kubernetes"]\n  }\n]\n'
    const data = opened(jsonFormat, synonyms)
    expect(data[LIST_KEY]).toHaveLength(1)
    const items = data[LIST_KEY] as Array<Record<string, unknown>>
    const added = { objectID: 'ui', type: 'synonym', synonyms: ['ui', 'user interface'] }
    const saved = jsonFormat.toFile({ ...data, [LIST_KEY]: [...items, added] })
    expect(JSON.parse(saved)).toEqual([...items, added])
  })

  it('writes a new file as two-space JSON', () => {
    expect(jsonFormat.toFile({ label: 'Guides', position: 3 })).toBe(
      '{\n  "label": "Guides",\n  "position": 3\n}\n',
    )
  })
})

describe('YAML files', () => {
  it('edits one author and keeps the comment above them', () => {
    const authors = '# Blog authors.\ndocs-team:\n  name: Docs team\n  title: Maintainers\n'
    const data = opened(yamlFormat, authors) as { 'docs-team': Record<string, string> }
    const saved = yamlFormat.toFile({ ...data, 'docs-team': { ...data['docs-team'], title: 'Writers' } })
    expect(saved).toBe(authors.replace('title: Maintainers', 'title: Writers'))
  })
})
