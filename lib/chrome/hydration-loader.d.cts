/** See hydration-loader.cjs. */
export declare const hydrationLoaderScript: string
