/** The value made for `name` in this process: made by `create` the first time it is asked for. */
export declare function onePerProcess<T>(name: string, create: () => T): T
