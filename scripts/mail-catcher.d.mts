/** Types of ./mail-catcher.mjs, for the TypeScript tests that use it. */
import type { ParsedMail } from 'mailparser'
import type { SMTPServer } from 'smtp-server'

export declare function mailServer(onMail: (mail: ParsedMail) => void): SMTPServer
export declare function startMailCatcher(options?: { port?: number; log?: (line: string) => void }): Promise<(() => Promise<void>) | null>
