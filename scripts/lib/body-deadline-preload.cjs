// `node --require` this into the Next server (scripts/start.ts does): see body-deadline.cjs.
require('./body-deadline.cjs').install();
