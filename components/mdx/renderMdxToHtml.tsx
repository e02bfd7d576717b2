import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as jsxRuntime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ComponentType } from 'react'
import type { RenderData } from '@/lib/content/page-props'
import { THEME_GLOBAL } from '@/lib/content/theme-imports'
import { MdxRenderContext } from './MdxRenderContext'
import { mdxComponents } from './mdxComponents'
import { themeModules } from './themeModules'

type MdxModule = { default: ComponentType<{ components: typeof mdxComponents }> }

/**
 * Runs contentlayer's compiled MDX (server side only, inside getStaticProps) and returns static
 * HTML. The browser never evaluates content code: no MDX runtime in the bundle and no need for
 * `unsafe-eval` in the Content-Security-Policy.
 */
export function renderMdxToHtml(code: string, data: RenderData): string {
  // THEME_GLOBAL: what content's Docusaurus imports (`@theme/Tabs`, …) resolve to.
  const scope = { React, ReactDOM, _jsx_runtime: jsxRuntime, [THEME_GLOBAL]: themeModules }
  // The code is our own build output (contentlayer), never user input.
  const run = new Function(...Object.keys(scope), code) as (...args: unknown[]) => MdxModule
  const { default: Content } = run(...Object.values(scope))
  let imagesSeen = 0
  const takeFirstImage = () => imagesSeen++ === 0
  return renderToStaticMarkup(
    <MdxRenderContext.Provider value={{ ...data, takeFirstImage }}>
      <Content components={mdxComponents} />
    </MdxRenderContext.Provider>,
  )
}
