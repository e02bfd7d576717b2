import {
  DIAGRAM_ATTRIBUTE,
  DIAGRAM_CANVAS_ATTRIBUTE,
  DIAGRAM_LABEL_ATTRIBUTE,
  DIAGRAM_SOURCE_CLASS,
} from '../content/mermaid-figure'
/**
 * Mermaid's own single-file build, which webpack emits as a file (the `?url` rule in
 * next.config.js) instead of bundling: as modules of the site, Mermaid's 70 lazily loaded parts had
 * their names and hashes in every page's webpack runtime, and its thousands of modules lengthened
 * the ids every page's scripts use (a doc page's first load grew by 2.7 kB, 1.4 kB compressed,
 * diagram or not). Imported as a URL string, it adds nothing to the runtime either: `new URL(…,
 * import.meta.url)` did, a 124 B helper on every page.
 */
import MERMAID_SCRIPT from 'mermaid/dist/mermaid.min.js?url'

/**
 * Draws the diagrams beautiful-mermaid cannot draw at publish (gantt, pie, journey, …: see
 * lib/content/remark-mermaid.ts) with Mermaid itself, in the browser. This module is its own chunk,
 * loaded by hooks/useContentEnhancements.ts only on a page that has such a diagram, and Mermaid
 * (one script of its own, 1.2 MB compressed) only when a diagram comes within a screen of being
 * seen. Until then, and without JavaScript, the reader sees the diagram's source; once it
 * is drawn the source folds into its "Diagram source" disclosure.
 *
 * Each diagram is drawn twice, a light and a dark variant (styles/globals.css shows the one of the
 * colour mode), so switching modes needs no redraw.
 */

type ColorMode = 'light' | 'dark'

/**
 * Mermaid's "base" theme in the site's colours (Tailwind's slate and the brand green, as hex:
 * Mermaid computes with colours and reads neither CSS variables nor oklch). Every text colour is
 * the mode's text colour on a light (or dark) fill: WCAG AA in both modes.
 */
const THEME_VARIABLES: Record<ColorMode, Record<string, string | boolean>> = {
  light: {
    darkMode: false,
    background: '#ffffff',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    primaryColor: '#d8f7eb',
    primaryTextColor: '#0f172a',
    primaryBorderColor: '#0f745a',
    lineColor: '#64748b',
    textColor: '#0f172a',
    titleColor: '#0f172a',
    sectionBkgColor: '#f1f5f9',
    sectionBkgColor2: '#f1f5f9',
    altSectionBkgColor: '#ffffff',
    gridColor: '#94a3b8',
    taskBkgColor: '#d8f7eb',
    taskBorderColor: '#0f745a',
    taskTextColor: '#0f172a',
    taskTextLightColor: '#0f172a',
    taskTextDarkColor: '#0f172a',
    taskTextOutsideColor: '#0f172a',
    taskTextClickableColor: '#105c49',
    activeTaskBkgColor: '#b4eed8',
    activeTaskBorderColor: '#0f745a',
    doneTaskBkgColor: '#e2e8f0',
    doneTaskBorderColor: '#475569',
    critBkgColor: '#fee2e2',
    critBorderColor: '#b91c1c',
    todayLineColor: '#b91c1c',
    excludeBkgColor: '#f8fafc',
  },
  dark: {
    darkMode: true,
    background: '#020617',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    primaryColor: '#0e4c3e',
    primaryTextColor: '#f1f5f9',
    primaryBorderColor: '#7fdfbf',
    lineColor: '#94a3b8',
    textColor: '#f1f5f9',
    titleColor: '#f1f5f9',
    sectionBkgColor: '#0f172a',
    sectionBkgColor2: '#0f172a',
    altSectionBkgColor: '#020617',
    gridColor: '#475569',
    taskBkgColor: '#0e4c3e',
    taskBorderColor: '#7fdfbf',
    taskTextColor: '#f1f5f9',
    taskTextLightColor: '#f1f5f9',
    taskTextDarkColor: '#f1f5f9',
    taskTextOutsideColor: '#f1f5f9',
    taskTextClickableColor: '#7fdfbf',
    activeTaskBkgColor: '#105c49',
    activeTaskBorderColor: '#7fdfbf',
    doneTaskBkgColor: '#334155',
    doneTaskBorderColor: '#cbd5e1',
    critBkgColor: '#7f1d1d',
    critBorderColor: '#fca5a5',
    todayLineColor: '#fca5a5',
    excludeBkgColor: '#0f172a',
  },
}

/** Diagrams come this close to the screen (in px) before Mermaid is loaded and draws them. */
const DRAW_AHEAD = '600px 0px'

type Mermaid = (typeof import('mermaid'))['default']

let mermaid: Promise<Mermaid> | undefined

/** Loads Mermaid's script once; it defines `globalThis.mermaid`. */
function loadMermaid(): Promise<Mermaid> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = MERMAID_SCRIPT
    script.async = true
    script.addEventListener('load', () => {
      const loaded = (globalThis as { mermaid?: Mermaid }).mermaid
      if (loaded) resolve(loaded)
      else reject(new Error('Mermaid did not start'))
    })
    script.addEventListener('error', () => reject(new Error('Mermaid could not be loaded')))
    document.head.append(script)
  })
}

/** Mermaid's configuration is global: diagrams are drawn one at a time. */
let queue: Promise<void> = Promise.resolve()
let drawn = 0

async function drawVariant(
  library: Mermaid,
  source: string,
  mode: ColorMode,
  label: string,
): Promise<string> {
  library.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    themeVariables: THEME_VARIABLES[mode],
  })
  const { svg } = await library.render(`mermaid-drawn-${drawn}-${mode}`, source)
  const holder = document.createElement('div')
  holder.innerHTML = svg
  const element = holder.querySelector('svg')
  if (!element) throw new Error('Mermaid drew no SVG')
  element.setAttribute('role', 'img')
  element.setAttribute('aria-label', label)
  element.setAttribute('data-mermaid-theme', mode)
  return element.outerHTML
}

async function draw(figure: HTMLElement): Promise<void> {
  const canvas = figure.querySelector<HTMLElement>(`[${DIAGRAM_CANVAS_ATTRIBUTE}]`)
  const disclosure = figure.querySelector<HTMLDetailsElement>(`details.${DIAGRAM_SOURCE_CLASS}`)
  const source = disclosure?.querySelector('pre')?.textContent ?? ''
  if (!canvas || !source.trim()) return
  const label = figure.getAttribute(DIAGRAM_LABEL_ATTRIBUTE) ?? 'Diagram'
  try {
    const library = await (mermaid ??= loadMermaid())
    drawn += 1
    const variants = [
      await drawVariant(library, source, 'light', label),
      await drawVariant(library, source, 'dark', label),
    ]
    canvas.innerHTML = variants.join('')
    if (disclosure) disclosure.open = false
  } catch (error) {
    // The source stays open beside the reason, so the reader still has the diagram's content.
    const message = document.createElement('p')
    message.className = 'mermaid-error'
    message.textContent = `This diagram could not be drawn: ${(error as Error).message.split('\n')[0]}`
    canvas.replaceChildren(message)
  }
}

/**
 * Draws each browser-drawn diagram below `root` once it comes near the screen; returns what stops
 * watching (the page is left).
 */
export function mountMermaidDiagrams(root: HTMLElement): () => void {
  const figures = Array.from(root.querySelectorAll<HTMLElement>(`[${DIAGRAM_ATTRIBUTE}="browser"]`))
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        queue = queue.then(() => draw(entry.target as HTMLElement))
      }
    },
    { rootMargin: DRAW_AHEAD },
  )
  figures.forEach((figure) => observer.observe(figure))
  return () => observer.disconnect()
}
