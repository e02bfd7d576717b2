export interface StepSettings {
  env: Record<string, string>
  nodeOptions: string[]
}

export interface ProcessFacts {
  platform: NodeJS.Platform
  env: Readonly<Record<string, string | undefined>>
  execArgv: readonly string[]
}

export declare function missingSettings(args: readonly string[], facts?: ProcessFacts): StepSettings
export declare function relaunchedWithStepSettings(script: string, args: readonly string[]): boolean
