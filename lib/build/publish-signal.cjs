// @ts-check
/**
 * How `npm run build` (scripts/build.mjs, the writer) tells the page generation of its `next build`
 * (lib/releases/build-publish.ts, the reader) that the content publish running beside it has
 * ended: a file named by this environment variable, holding one of the two words.
 */
'use strict'

const PUBLISH_DONE_ENV = 'SBA_BUILD_PUBLISH_DONE'
const PUBLISHED = 'published'
const PUBLISH_FAILED = 'failed'

module.exports = { PUBLISH_DONE_ENV, PUBLISHED, PUBLISH_FAILED }
