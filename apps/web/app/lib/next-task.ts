/**
 * Resolves in a later task: work after `await nextTask()` runs apart from what came before it, so
 * neither holds the main thread long (a long task delays every tap and scroll meanwhile).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
