/**
 * The one tslib helper that `@docusaurus/utils-common` needs in the browser.
 *
 * utils-common is CommonJS compiled by tsc (`const tslib_1 = require("tslib")`). The bundler
 * resolves that `require` to tslib's ES module and, because a `require` takes the whole
 * module, keeps every helper tslib defines (about 11 KB in the main bundle) for the single one
 * utils-common calls. This module gives it that one helper, re-exported from tslib so that the
 * code stays tslib's; `./index.ts` checks at build time that it is still the only one needed.
 */
export { __importDefault } from 'tslib';
