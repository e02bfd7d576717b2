/** See hydration-loader.cjs. */
export declare const hydrationLoaderScript: string
/** After the load event, how long a page left alone waits before its scripts start anyway. */
export declare const IDLE_START_MS: number
/** What counts as a reader starting to use the page. */
export declare const INTENT_EVENTS: readonly string[]
