/** A CLI usage error: printed with the usage text and no stack trace, exit code 2. */
export class UsageError extends Error {}
