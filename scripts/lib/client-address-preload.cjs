// `node --require` this into the Next server (scripts/start.ts does): see client-address.cjs.
require('./client-address.cjs').install();
