/** The boot script (lib/chrome/inline/boot.ts), compiled. */
export declare const bootScript: string
/** The early-input script (lib/chrome/inline/early-input.ts), compiled. */
export declare const earlyInputScript: string
/** The hydration loader (lib/chrome/inline/hydration-loader.ts), compiled. */
export declare const hydrationLoaderScript: string
