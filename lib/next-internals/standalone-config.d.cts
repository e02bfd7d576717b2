export declare const STANDALONE_CONFIG_ENV: string
export declare function buildConfigOf(dir: string): Record<string, unknown>
export declare function useBuildConfig(dir: string): void
