/**
 * Process entry. React and React Router pick their production or development build from
 * NODE_ENV when they are first imported, so it is settled here, before anything else loads.
 */
process.env.NODE_ENV ??= "production";
await import("./main.js");
export {};
