export declare const bootScript: string
