export * from "./brazilian-phone.ts";
export * from "./phone-schema.ts";
