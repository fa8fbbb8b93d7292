import type { z } from "zod";

/**
 * A schema built the first time anything asks it for something (a parse, a method, a property),
 * not when its module is evaluated, and the same schema in every other way: its type, its methods,
 * its answers and its errors, `instanceof` and `in`.
 *
 * The endpoint declarations (core `<domain>/*.ts`) hold a few hundred schemas that the server
 * parses with, while the browser's dashboard takes only their paths and types from them: built at
 * import, they cost a phone's main thread tens of milliseconds before the first screen (measured:
 * some 16 ms of a desktop's CPU, four times that under Lighthouse's phone throttling). Declared
 * with this, a module's schemas are built by their first parse, on the server or in a form.
 * @example export const monthSchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}$/));
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  // The target only satisfies Proxy's invariants: every question goes to the built schema, whose
  // methods are closures over itself (zod's classic API), so they run on it whatever calls them.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A property the target lacks can only be reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
