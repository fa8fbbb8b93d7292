export * from "./endpoints.ts";
export * from "./engagement.ts";
export * from "./events.ts";
export * from "./testimonial-machine.ts";
