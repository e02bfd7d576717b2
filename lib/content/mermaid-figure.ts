/**
 * The markup contract of a diagram in rendered content, shared by the publish-time plugin
 * (lib/content/remark-mermaid.ts), the section height estimate (section-size.ts), the styles
 * (styles/globals.css) and the browser code that draws the diagrams Mermaid draws
 * (lib/chrome/mermaid-diagrams.ts). A module of its own, so browser code names these without
 * bundling the content pipeline.
 */

/** On the diagram's `<figure>`: `svg` (drawn at publish) or `browser` (drawn by Mermaid when near the screen). */
export const DIAGRAM_ATTRIBUTE = 'data-mermaid-diagram'
/** On a browser-drawn diagram's figure: its accessible name, for the SVG Mermaid draws. */
export const DIAGRAM_LABEL_ATTRIBUTE = 'data-mermaid-label'
/** The empty box a browser-drawn diagram is drawn into. */
export const DIAGRAM_CANVAS_ATTRIBUTE = 'data-mermaid-canvas'
/** The disclosure that holds the diagram's source as a code block (with the copy button). */
export const DIAGRAM_SOURCE_CLASS = 'mermaid-source'
export const DIAGRAM_SOURCE_SUMMARY = 'Diagram source'
