// Imported first by server/main.ts. The configuration treats an unset NODE_ENV as production
// (docs/decisions/005), but React and its server renderer read process.env.NODE_ENV themselves
// when first loaded: unset, `npm start` ran their development builds, about three times slower
// per page (docs/decisions/064). Tests and the dev server set their own value and keep it.
process.env.NODE_ENV ??= "production";
