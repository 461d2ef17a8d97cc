/**
 * A contract's `summary` is one line of English for the generated API documentation
 * (docs/api.md, server/docs); the app never reads it, yet every contract a route imports
 * carried its sentence to the phone (issue 13 §6 route budget: about 0.25 KB gz in the shell
 * alone). The app build drops the literal `summary: '…',` lines of src/shared/contracts;
 * the server, the docs generator and the unit tests read the files as written.
 */
import type { Plugin } from 'vite';

export const CONTRACT_FILE = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;

/** A whole line holding only `summary: '<string literal>',` (a schema field is no literal). */
const SUMMARY_LINE = /^[ \t]*summary:\s*'(?:[^'\\\n]|\\.)*',[ \t]*$/gm;

/** The source with each summary line emptied: the other lines keep their numbers. */
export function stripSummaries(code: string): string {
  return code.replace(SUMMARY_LINE, (line) => line.replace(/[^\n]/g, ''));
}

export function stripContractSummaries(): Plugin {
  return {
    name: 'strip-contract-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      const stripped = stripSummaries(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
