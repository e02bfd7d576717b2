/**
 * A worker thread of a cold publish (lib/releases/render-workers.ts): renders its share of the
 * pages with the site's renderer and answers with the release builder's entries, each as soon as it
 * is rendered.
 */
import { workerData } from 'node:worker_threads'
import { renderMdxToHtml } from '../components/mdx/renderMdxToHtml'
import { siteRenderData } from '../lib/content/render-data'
import { ReleaseBuilder } from '../lib/releases/build-release'
import type { RenderRequest } from '../lib/releases/render-workers'
import { postEnd, postPart } from '../lib/releases/worker-threads'
import { SITE_RELEASE } from './lib/site-release'

const { content, routes } = workerData as RenderRequest
const inputs = { ...siteRenderData(content), renderHtml: renderMdxToHtml }
new ReleaseBuilder(SITE_RELEASE).renderEntries(content, inputs, routes, postPart)
postEnd()
