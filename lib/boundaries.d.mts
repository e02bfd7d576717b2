import type { Linter } from 'eslint'

export declare const BROWSER_FILES: string[]
export declare const SERVER_ONLY_IMPORTS: string[]
export declare const browserBoundary: Linter.Config
export declare const libLayer: Linter.Config
export declare const componentLayers: Linter.Config
export declare const noImportCycles: Linter.Config
