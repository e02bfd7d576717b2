/** See early-input.cjs. */
export declare const earlyInputScript: string
