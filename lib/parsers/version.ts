/** Bumped when the parsers change what they return, so stored uploads can be re-parsed (a module of its own: the browser's form needs it without the parsers). */
export const PARSER_VERSION = 22;
