/**
 * Imported first by `content:publish`, before anything loads React: pages are rendered with
 * React's production build, as `npm run build` already publishes (its NODE_ENV is production).
 * The development build checks every element it creates and renders; at 1,000 pages it made the
 * render of a one-page edit about a third slower. A NODE_ENV the caller set (a test's) is kept;
 * drafts are included only under `development` either way (lib/content/visibility.ts).
 */
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
