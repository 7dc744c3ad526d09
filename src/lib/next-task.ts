/**
 * Resolves in a later task (a 0-ms timer): work after it runs after the browser has had a turn to
 * paint and handle input, so one long task becomes several short ones.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
