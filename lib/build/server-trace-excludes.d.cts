/** Globs of files Next.js's build leaves out of the standalone server's trace. */
export declare const serverTraceExcludes: string[]
