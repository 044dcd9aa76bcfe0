/** Types of ./emulators.mjs, for the TypeScript scripts that use it. */
export declare const DEMO_PROJECT: string
export declare const EMULATORS: string
export declare const LOCAL_SMTP_PORT: number
export declare const DEMO_VAPID_PUBLIC_KEY: string
export declare const DEMO_VAPID_PRIVATE_KEY: string
export declare function withEmulators(command: string, options?: { env?: NodeJS.ProcessEnv; functions?: boolean }): Promise<number>
export declare function run(cmd: string, args: readonly string[], options?: { env?: NodeJS.ProcessEnv }): Promise<number>
export declare function runCaptured(cmd: string, args: readonly string[], options?: { env?: NodeJS.ProcessEnv }): Promise<{ code: number; output: string }>
