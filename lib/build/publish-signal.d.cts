/** The environment variable naming the file the build writes when its publish has ended. */
export declare const PUBLISH_DONE_ENV: 'SBA_BUILD_PUBLISH_DONE'
/** What that file says when the publish succeeded. */
export declare const PUBLISHED: 'published'
/** What it says when the publish failed. */
export declare const PUBLISH_FAILED: 'failed'
