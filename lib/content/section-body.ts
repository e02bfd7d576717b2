/**
 * The class of the box around each top-level heading and its content in rendered markdown
 * (lib/content/rehype-section-bodies.ts, styles/globals.css). A module of its own, so that browser
 * code can name the class without bundling the content pipeline.
 */
export const SECTION_BODY_CLASS = 'section-body'
