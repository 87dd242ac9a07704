/** The sandbox's clock: its notion of "now", which tests set to play renewals, retries and trial ends at once. */
export type SandboxTime = () => Date;

/** The wall clock: the sandbox's time unless its host passes another. */
export const wallClock: SandboxTime = () => new Date();

/** Stripe's times are Unix seconds. */
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000));
