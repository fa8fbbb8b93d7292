export * from "./engagement.ts";
export * from "./events.ts";
export * from "./metrics-row.ts";
export * from "./testimonial-machine.ts";
