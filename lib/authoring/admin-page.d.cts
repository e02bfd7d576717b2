export function adminContentSecurityPolicy(env: Readonly<Record<string, string | undefined>>): string
export function adminHeaders(
  env?: Readonly<Record<string, string | undefined>>,
): Array<{ key: string; value: string }>
export function adminPageHtml(basePath: string): string
