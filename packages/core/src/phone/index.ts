export * from "./brazilian-phone.ts";
export * from "./contact-country.ts";
export * from "./phone-schema.ts";
export * from "./whatsapp-user-id.ts";
