export * from "./admin-api.ts";
export * from "./affiliate-tier.ts";
export * from "./features.ts";
export * from "./intent-feature.ts";
export * from "./plan-products.ts";
export * from "./plans.ts";
export * from "./replies.ts";
export * from "./subscription-machine.ts";
