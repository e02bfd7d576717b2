/**
 * Publish time: contentlayer2's generation (`content/` → `.contentlayer/generated`) run inside the
 * publishing process, through contentlayer2's own core API (what its CLI calls). Kept warm in
 * watch mode: the config is compiled once and contentlayer's cache recompiles only the documents
 * whose source changed (one edited page: about 0.4 s here, against 3 s for a `contentlayer2 build`
 * process, most of which is starting up and loading the highlighter).
 */
type Core = typeof import('@contentlayer2/core')
type LoadedConfig = Parameters<Core['generateDotpkg']>[0]['config']

export class ContentGenerator {
  private core: Core | null = null
  private config: LoadedConfig | null = null

  /** `root` is the project directory (contentlayer.config.ts and content/). */
  constructor(private readonly root: string) {}

  private run<T>(core: Core, effect: Parameters<ReturnType<Core['runMain']>>[0]): Promise<T> {
    return core.runMain<T>({
      tracingServiceName: 'content-publish',
      verbose: false,
      customCwd: this.root as Parameters<Core['runMain']>[0]['customCwd'],
    })(effect as Parameters<ReturnType<typeof core.runMain<T>>>[0])
  }

  /** Generates the documents; contentlayer prints what it could not generate (the publish then stops). */
  async generate(): Promise<void> {
    // An ES module only: imported, not required, whatever module system runs this file.
    const core = (this.core ??= await import('@contentlayer2/core'))
    this.config ??= await this.run<LoadedConfig>(
      core,
      core.getConfig({ configPath: undefined, esbuildOptions: {} }),
    )
    await this.run(core, core.generateDotpkg({ config: this.config, verbose: false }))
  }
}
