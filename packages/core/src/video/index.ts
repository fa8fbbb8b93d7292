export * from "./engagement.ts";
export * from "./events.ts";
export * from "./testimonial-machine.ts";
export * from "./metrics-row.ts";
