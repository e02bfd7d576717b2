export declare function checkServerEnv(env: Record<string, string | undefined>): string[]
